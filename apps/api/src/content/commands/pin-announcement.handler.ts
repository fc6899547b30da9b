import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnnouncementCommandResponse } from '@bk/contracts';
import { staffActor } from '../../auth/staff-principal';
import { AnnouncementStreams } from './announcement-streams';
import { PinAnnouncementCommand } from './pin-announcement.command';

/** Pinned announcements lead every list, in the back office and on the portal. */
@CommandHandler(PinAnnouncementCommand)
export class PinAnnouncementHandler implements ICommandHandler<PinAnnouncementCommand, AnnouncementCommandResponse> {
  constructor(private readonly streams: AnnouncementStreams) {}

  execute({ staff, request, requestId, at }: PinAnnouncementCommand): Promise<AnnouncementCommandResponse> {
    return this.streams.decide({
      tenantId: staff.tenantId,
      contentId: request.contentId,
      expectedVersion: request.version,
      requestId,
      command: { type: request.pinned ? 'PinContentItem' : 'UnpinContentItem', actor: staffActor(staff), at },
    });
  }
}
