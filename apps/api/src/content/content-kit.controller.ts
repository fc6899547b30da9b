import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  contentBulkSchema,
  contentCancelScheduleSchema,
  contentCategoryQuerySchema,
  contentDeleteSchema,
  contentOnOffSchema,
  contentPageRequestSchema,
  contentPinSchema,
  contentRefSchema,
  contentReorderSchema,
  contentRestoreSchema,
  contentScheduleSchema,
  saveContentSchema,
  type ContentBulkRequest,
  type ContentBulkResponse,
  type ContentBulkResult,
  type ContentCancelScheduleRequest,
  type ContentCategoryList,
  type ContentCategoryQuery,
  type ContentCommandResponse,
  type ContentDeleteRequest,
  type ContentDetail,
  type ContentOnOffRequest,
  type ContentPageRequest,
  type ContentPinRequest,
  type ContentRef,
  type ContentReorderRequest,
  type ContentRestoreRequest,
  type ContentRevisions,
  type ContentScheduleRequest,
  type ContentSummary,
  type Page,
  type SaveContentRequest,
} from '@bk/contracts';
import { contentKindsFor, contentPermissionKeys, legacyContentKind, mayOnContentKind, type ContentKindKey, type PermissionKey } from '@bk/domain';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ContentActionCommand, type ContentAction } from './commands/content-action.command';
import { CONTENT_NOT_FOUND, contentApiError, ContentStreams } from './commands/content-streams';
import { SaveContentCommand } from './commands/save-content.command';
import { ContentReadModel } from './queries/content-read-model';
import { ContentReferences } from './queries/content-references';
import { contentRevisionsOf } from './queries/content-revisions';

/** A generic route admits any key of any kind for its action; the handler then checks the item's kind. */
export const keysFor = (...actions: ('view' | 'edit' | 'publish')[]): [PermissionKey, ...PermissionKey[]] =>
  [...new Set(actions.flatMap((action) => contentPermissionKeys(action)))] as [PermissionKey, ...PermissionKey[]];

export const requireOnKind = (staff: StaffPrincipal, kind: ContentKindKey, action: 'view' | 'edit' | 'publish'): void => {
  if (!mayOnContentKind(staff.rightKeys, kind, action)) throw ApiError.forbidden();
};

const now = (): string => new Date().toISOString();

/**
 * The content kit's back-office calls (spec §7 "CMS content") for every kind. Each route declares
 * the union of the kinds' keys for its action (so the edge refuses anyone holding none); the
 * handler checks the key of the item's own kind, since one route serves them all.
 */
@Controller('v1/cms/content')
export class ContentKitController {
  constructor(
    private readonly commands: CommandBus,
    private readonly content: ContentReadModel,
    private readonly streams: ContentStreams,
    private readonly references: ContentReferences,
  ) {}

  @RequirePermission(...keysFor('view'))
  @Post('getCmsContentPage')
  page(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentPageRequestSchema)) request: ContentPageRequest): Promise<Page<ContentSummary>> {
    requireOnKind(staff, request.kind, 'view');
    return this.content.staffPage(staff.tenantId, request.kind, request);
  }

  @RequirePermission(...keysFor('view'))
  @Get('getCmsContentDetail')
  async detail(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(contentRefSchema)) query: ContentRef): Promise<ContentDetail> {
    const detail = await this.content.detail(staff.tenantId, query.contentId);
    if (!detail) throw ApiError.notFound(CONTENT_NOT_FOUND);
    requireOnKind(staff, detail.kind, 'view');
    return detail;
  }

  @RequirePermission(...keysFor('view'))
  @Get('getCmsContentRevisions')
  async revisions(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(contentRefSchema)) query: ContentRef): Promise<ContentRevisions> {
    const events = await this.streams.history(staff.tenantId, query.contentId);
    const revisions = contentRevisionsOf(query.contentId, events);
    const kind = (events[0]?.data as { content?: { kind?: ContentKindKey; publishType?: number } } | undefined)?.content;
    if (events.length === 0 || kind === undefined) throw ApiError.notFound(CONTENT_NOT_FOUND);
    requireOnKind(staff, kind.kind ?? legacyContentKind(kind.publishType ?? 0), 'view');
    return revisions;
  }

  @RequirePermission(...keysFor('view'))
  @Get('getCmsCategoryList')
  categories(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(contentCategoryQuerySchema)) query: ContentCategoryQuery): Promise<ContentCategoryList> {
    if (query.kind) requireOnKind(staff, query.kind, 'view');
    return this.references.categories(staff.tenantId, query.kind);
  }

  @RequirePermission(...keysFor('edit'))
  @Idempotent('cms/content/saveOrUpdateCmsContent')
  @Post('saveOrUpdateCmsContent')
  save(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(saveContentSchema)) body: SaveContentRequest,
    @CommandId() commandId: string,
  ): Promise<ContentCommandResponse> {
    return this.commands.execute(new SaveContentCommand(staff, body, body.requestId ?? commandId, now()));
  }

  @RequirePermission(...keysFor('publish'))
  @Post('doOnOffCmsContent')
  switchPublication(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentOnOffSchema)) body: ContentOnOffRequest): Promise<ContentCommandResponse> {
    return this.act(staff, body, { type: body.published ? 'publish' : 'unpublish' });
  }

  @RequirePermission(...keysFor('edit'))
  @Post('doOperTopCmsContent')
  pin(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentPinSchema)) body: ContentPinRequest): Promise<ContentCommandResponse> {
    return this.act(staff, body, { type: body.pinned ? 'pin' : 'unpin' });
  }

  @RequirePermission(...keysFor('edit'))
  @Post('doDeleteCmsContent')
  remove(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentDeleteSchema)) body: ContentDeleteRequest): Promise<ContentCommandResponse> {
    return this.act(staff, body, { type: 'delete' });
  }

  @RequirePermission(...keysFor('edit'))
  @Post('restoreCmsContent')
  restore(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentRestoreSchema)) body: ContentRestoreRequest): Promise<ContentCommandResponse> {
    return this.act(staff, body, { type: 'restore', fromVersion: body.fromVersion });
  }

  @RequirePermission(...keysFor('publish'))
  @Post('scheduleCmsContent')
  schedule(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentScheduleSchema)) body: ContentScheduleRequest): Promise<ContentCommandResponse> {
    return this.act(staff, body, { type: 'schedule', publishAt: body.publishAt });
  }

  @RequirePermission(...keysFor('publish'))
  @Post('cancelCmsContentSchedule')
  cancelSchedule(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(contentCancelScheduleSchema)) body: ContentCancelScheduleRequest,
  ): Promise<ContentCommandResponse> {
    return this.act(staff, body, { type: 'cancelSchedule' });
  }

  /** Publish, unpublish or delete many: each item is decided on its own and answers for itself. */
  @RequirePermission(...keysFor('edit', 'publish'))
  @Post('bulkCmsContent')
  async bulk(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentBulkSchema)) body: ContentBulkRequest): Promise<ContentBulkResponse> {
    const action: ContentAction = { type: body.action };
    const results: ContentBulkResult[] = [];
    for (const item of body.items) results.push(await this.attempt(staff, item, action));
    return summarise(results);
  }

  /** The new order of an ordered kind's items (links, icon links); an item already in place writes nothing. */
  @RequirePermission(...keysFor('edit'))
  @Post('reorderCmsContent')
  async reorder(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(contentReorderSchema)) body: ContentReorderRequest): Promise<ContentBulkResponse> {
    requireOnKind(staff, body.kind, 'edit');
    const results: ContentBulkResult[] = [];
    for (const item of body.items) results.push(await this.attempt(staff, item, { type: 'reorder', order: item.order }));
    return summarise(results);
  }

  private act(staff: StaffPrincipal, body: { contentId: string; version: number; requestId?: string }, action: ContentAction): Promise<ContentCommandResponse> {
    return this.commands.execute(new ContentActionCommand(staff, body.contentId, body.version, action, body.requestId ?? randomUUID(), now()));
  }

  private async attempt(staff: StaffPrincipal, item: { contentId: string; version: number }, action: ContentAction): Promise<ContentBulkResult> {
    try {
      const done = await this.act(staff, item, action);
      return { contentId: item.contentId, ok: true, version: done.version, status: done.status };
    } catch (error) {
      const refusal = contentApiError(error);
      if (!refusal) throw error;
      return { contentId: item.contentId, ok: false, code: refusal.code, msg: refusal.msg };
    }
  }
}

const summarise = (results: ContentBulkResult[]): ContentBulkResponse => ({
  results,
  succeeded: results.filter((result) => result.ok).length,
  failed: results.filter((result) => !result.ok).length,
});

/** The kinds a member of staff may read: the menu's figures cover these. */
export const viewableKinds = (staff: StaffPrincipal): ContentKindKey[] => contentKindsFor(staff.rightKeys, 'view').map((kind) => kind.key);
