import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnnouncementCommandResponse } from '@bk/contracts';
import { contentIdForRequest } from '@bk/infrastructure';
import { staffActor } from '../../auth/staff-principal';
import { AnnouncementStreams } from './announcement-streams';
import { SaveAnnouncementCommand } from './save-announcement.command';

/**
 * saveOrUpdateCmsContent for announcements: without a content id it creates one (its id derived
 * from the request id, so a retried creation makes no twin); with one it updates that item if it
 * is still at the version the editor read. A new announcement starts unpublished.
 */
@CommandHandler(SaveAnnouncementCommand)
export class SaveAnnouncementHandler implements ICommandHandler<SaveAnnouncementCommand, AnnouncementCommandResponse> {
  constructor(private readonly streams: AnnouncementStreams) {}

  execute({ staff, request, requestId, at }: SaveAnnouncementCommand): Promise<AnnouncementCommandResponse> {
    const contentId = request.contentId ?? contentIdForRequest(staff.tenantId, requestId);
    return this.streams.decide({
      tenantId: staff.tenantId,
      contentId,
      expectedVersion: request.contentId === undefined ? 0 : (request.version ?? 0),
      requestId,
      command: {
        type: 'SaveContentItem',
        contentId,
        tenantId: staff.tenantId,
        content: {
          kind: 'courtReformAnnouncement',
          announcementType: request.announcementType,
          title: request.title,
          summary: request.summary,
          body: request.body,
        },
        actor: staffActor(staff),
        at,
      },
    });
  }
}
