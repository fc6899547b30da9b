import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnnouncementCommandResponse } from '@bk/contracts';
import { staffActor } from '../../auth/staff-principal';
import { AnnouncementStreams } from './announcement-streams';
import { DeleteAnnouncementCommand } from './delete-announcement.command';

/** Delete is final; a published announcement leaves the portal with it (no unpublish first). */
@CommandHandler(DeleteAnnouncementCommand)
export class DeleteAnnouncementHandler implements ICommandHandler<DeleteAnnouncementCommand, AnnouncementCommandResponse> {
  constructor(private readonly streams: AnnouncementStreams) {}

  execute({ staff, request, requestId, at }: DeleteAnnouncementCommand): Promise<AnnouncementCommandResponse> {
    return this.streams.decide({
      tenantId: staff.tenantId,
      contentId: request.contentId,
      expectedVersion: request.version,
      requestId,
      command: { type: 'DeleteContentItem', actor: staffActor(staff), at },
    });
  }
}
