import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CmsContentController } from './cms-content.controller';
import { AnnouncementStreams } from './commands/announcement-streams';
import { DeleteAnnouncementHandler } from './commands/delete-announcement.handler';
import { PinAnnouncementHandler } from './commands/pin-announcement.handler';
import { SaveAnnouncementHandler } from './commands/save-announcement.handler';
import { SwitchAnnouncementHandler } from './commands/switch-announcement.handler';
import { PublicAnnouncementController } from './public-announcement.controller';
import { AnnouncementReadModel } from './queries/announcement-read-model';

/**
 * Court-reform announcements (庭外重组公告): event-sourced content items written by load, decide,
 * append (no workflow), read from the content_read projection the workers keep.
 */
@Module({
  imports: [CqrsModule],
  controllers: [CmsContentController, PublicAnnouncementController],
  providers: [
    AnnouncementStreams,
    AnnouncementReadModel,
    SaveAnnouncementHandler,
    SwitchAnnouncementHandler,
    PinAnnouncementHandler,
    DeleteAnnouncementHandler,
  ],
})
export class ContentModule {}
