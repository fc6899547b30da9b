import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  contentFilterSchema,
  createLinkSchema,
  type CenterInfo,
  type ContentCommandResponse,
  type ContentFilter,
  type ContentSummary,
  type CreateLinkRequest,
  type MenuIndex,
  type MenuLinks,
  type Page,
} from '@bk/contracts';
import { contentKindList, mayOnContentKind, PermissionKeys, type ContentKindKey } from '@bk/domain';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SaveContentCommand } from './commands/save-content.command';
import { keysFor, viewableKinds } from './content-kit.controller';
import { ContentReadModel } from './queries/content-read-model';

const RECENT_EDITS = 10;
const SINGLE_PAGES: ContentKindKey[] = contentKindList.filter((kind) => kind.shape === 'singlePage').map((kind) => kind.key);

/**
 * The back office's menu calls (spec §7 "Menu"): thin views over the content kit's read model.
 * Each list call is one kind's list under that kind's view key.
 */
@Controller('v1/menu')
export class MenuController {
  constructor(private readonly content: ContentReadModel) {}

  /** The home figures: per kind the user may view, counts by status, and the latest edits. */
  @RequirePermission(...keysFor('view'))
  @Post('index')
  async index(@CurrentStaff() staff: StaffPrincipal): Promise<MenuIndex> {
    const kinds = viewableKinds(staff);
    const [counts, recentEdits] = await Promise.all([
      this.content.counts(staff.tenantId, kinds),
      this.content.recentEdits(staff.tenantId, kinds, RECENT_EDITS),
    ]);
    return { counts, recentEdits };
  }

  @RequirePermission(PermissionKeys.singlePageContent)
  @Post('queryCenterInfo')
  async centerInfo(@CurrentStaff() staff: StaffPrincipal): Promise<CenterInfo> {
    return { pages: await this.content.listAll(staff.tenantId, SINGLE_PAGES) };
  }

  @RequirePermission(PermissionKeys.newsView)
  @Post('queryNewsPage')
  news(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentFilterSchema)) filter: ContentFilter): Promise<Page<ContentSummary>> {
    return this.list(staff, 'news', filter);
  }

  @RequirePermission(PermissionKeys.knowledgeView)
  @Post('queryKnowledgePage')
  knowledge(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentFilterSchema)) filter: ContentFilter): Promise<Page<ContentSummary>> {
    return this.list(staff, 'knowledge', filter);
  }

  @RequirePermission(PermissionKeys.lawsView)
  @Post('queryLawsPage')
  laws(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentFilterSchema)) filter: ContentFilter): Promise<Page<ContentSummary>> {
    return this.list(staff, 'laws', filter);
  }

  @RequirePermission(PermissionKeys.policyView)
  @Post('queryPolicyPaperPage')
  policy(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentFilterSchema)) filter: ContentFilter): Promise<Page<ContentSummary>> {
    return this.list(staff, 'policy', filter);
  }

  @RequirePermission(PermissionKeys.memberUnitsQuery)
  @Post('queryAssoMemberPage')
  members(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentFilterSchema)) filter: ContentFilter): Promise<Page<ContentSummary>> {
    return this.list(staff, 'memberUnit', filter);
  }

  @RequirePermission(PermissionKeys.investorPoolQuery)
  @Post('queryInvestorPage')
  investors(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentFilterSchema)) filter: ContentFilter): Promise<Page<ContentSummary>> {
    return this.list(staff, 'investor', filter);
  }

  /** Friendly and icon links in their order; a user with one of the two keys sees that list only. */
  @RequirePermission(PermissionKeys.friendlyLinks, PermissionKeys.iconLinks)
  @Get('links')
  async links(@CurrentStaff() staff: StaffPrincipal): Promise<MenuLinks> {
    const [friendlyLinks, iconLinks] = await Promise.all(
      (['friendlyLink', 'iconLink'] as const).map((kind) => (mayOnContentKind(staff.rightKeys, kind, 'view') ? this.content.listAll(staff.tenantId, [kind]) : Promise.resolve([]))),
    );
    return { friendlyLinks: (friendlyLinks ?? []).map(withoutBody), iconLinks: (iconLinks ?? []).map(withoutBody) };
  }

  private list(staff: StaffPrincipal, kind: ContentKindKey, filter: ContentFilter): Promise<Page<ContentSummary>> {
    if (!mayOnContentKind(staff.rightKeys, kind, 'view')) throw ApiError.forbidden();
    return this.content.staffPage(staff.tenantId, kind, filter);
  }
}

const withoutBody = ({ body: _body, attachments: _attachments, ...summary }: ContentSummary & { body?: string; attachments?: unknown }): ContentSummary => summary;

/** POST /api/v1/link/create (spec §7 "Links"): a friendly link in one call, as the kit saves it. */
@Controller('v1/link')
export class LinkController {
  constructor(private readonly commands: CommandBus) {}

  @RequirePermission(PermissionKeys.friendlyLinks)
  @Idempotent('link/create')
  @Post('create')
  create(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(createLinkSchema)) body: CreateLinkRequest,
    @CommandId() commandId: string,
  ): Promise<ContentCommandResponse> {
    return this.commands.execute(
      new SaveContentCommand(
        staff,
        { kind: 'friendlyLink', title: body.name, fields: { url: body.url }, order: body.order ?? 0 },
        body.requestId ?? commandId,
        new Date().toISOString(),
      ),
    );
  }
}
