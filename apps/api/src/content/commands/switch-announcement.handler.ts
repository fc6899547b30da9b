import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AnnouncementCommandResponse } from '@bk/contracts';
import { staffActor } from '../../auth/staff-principal';
import { AnnouncementStreams } from './announcement-streams';
import { SwitchAnnouncementCommand } from './switch-announcement.command';

/** The on/off switch: only a published announcement is on the portal. */
@CommandHandler(SwitchAnnouncementCommand)
export class SwitchAnnouncementHandler implements ICommandHandler<SwitchAnnouncementCommand, AnnouncementCommandResponse> {
  constructor(private readonly streams: AnnouncementStreams) {}

  execute({ staff, request, requestId, at }: SwitchAnnouncementCommand): Promise<AnnouncementCommandResponse> {
    return this.streams.decide({
      tenantId: staff.tenantId,
      contentId: request.contentId,
      expectedVersion: request.version,
      requestId,
      command: { type: request.published ? 'PublishContentItem' : 'UnpublishContentItem', actor: staffActor(staff), at },
    });
  }
}
