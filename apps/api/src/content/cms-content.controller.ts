import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  announcementDeleteSchema,
  announcementOnOffSchema,
  announcementPageRequestSchema,
  announcementPinSchema,
  announcementRefSchema,
  saveAnnouncementSchema,
  type AnnouncementCommandResponse,
  type AnnouncementDeleteRequest,
  type AnnouncementDetail,
  type AnnouncementOnOffRequest,
  type AnnouncementPageRequest,
  type AnnouncementPinRequest,
  type AnnouncementRef,
  type AnnouncementSummary,
  type Page,
  type SaveAnnouncementRequest,
} from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ANNOUNCEMENT_NOT_FOUND } from './commands/announcement-streams';
import { DeleteAnnouncementCommand } from './commands/delete-announcement.command';
import { PinAnnouncementCommand } from './commands/pin-announcement.command';
import { SaveAnnouncementCommand } from './commands/save-announcement.command';
import { SwitchAnnouncementCommand } from './commands/switch-announcement.command';
import { AnnouncementReadModel } from './queries/announcement-read-model';

/**
 * The back office's announcements (courtReformGgxx; spec §7 "CMS content"). Either key admits:
 * court-reform associations grant courtReform:announcement, restructuring centres (csj) their
 * outside-court notices key. The data is the session's association's, whatever the key.
 */
@RequirePermission(PermissionKeys.courtReformAnnouncement, PermissionKeys.csjOutsideCourtNotices)
@Controller('v1/cms/content')
export class CmsContentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly announcements: AnnouncementReadModel,
  ) {}

  @Post('getCmsContentPage')
  page(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(announcementPageRequestSchema)) request: AnnouncementPageRequest,
  ): Promise<Page<AnnouncementSummary>> {
    return this.announcements.staffPage(staff.tenantId, request);
  }

  @Get('getCmsContentDetail')
  async detail(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(announcementRefSchema)) query: AnnouncementRef,
  ): Promise<AnnouncementDetail> {
    const detail = await this.announcements.detail(staff.tenantId, query.contentId);
    if (!detail) throw ApiError.notFound(ANNOUNCEMENT_NOT_FOUND);
    return detail;
  }

  @Idempotent('cms/content/saveOrUpdateCmsContent')
  @Post('saveOrUpdateCmsContent')
  save(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(saveAnnouncementSchema)) body: SaveAnnouncementRequest,
    @CommandId() commandId: string,
  ): Promise<AnnouncementCommandResponse> {
    return this.commands.execute(new SaveAnnouncementCommand(staff, body, body.requestId ?? commandId, new Date().toISOString()));
  }

  @Post('doOnOffCmsContent')
  switchPublication(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(announcementOnOffSchema)) body: AnnouncementOnOffRequest,
  ): Promise<AnnouncementCommandResponse> {
    return this.commands.execute(new SwitchAnnouncementCommand(staff, body, body.requestId ?? randomUUID(), new Date().toISOString()));
  }

  @Post('doOperTopCmsContent')
  pin(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(announcementPinSchema)) body: AnnouncementPinRequest,
  ): Promise<AnnouncementCommandResponse> {
    return this.commands.execute(new PinAnnouncementCommand(staff, body, body.requestId ?? randomUUID(), new Date().toISOString()));
  }

  @Post('doDeleteCmsContent')
  remove(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(announcementDeleteSchema)) body: AnnouncementDeleteRequest,
  ): Promise<AnnouncementCommandResponse> {
    return this.commands.execute(new DeleteAnnouncementCommand(staff, body, body.requestId ?? randomUUID(), new Date().toISOString()));
  }
}
