import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../auth/auth.module';
import { StorageModule } from '../storage/storage.module';
import { ContentFileOwner } from './content-file-owner';
import { ContentActionHandler } from './commands/content-action.handler';
import { ContentStreams } from './commands/content-streams';
import { SaveContentHandler } from './commands/save-content.handler';
import { ContentKitController } from './content-kit.controller';
import { ContentSchedules } from './content-schedules';
import { LinkController, MenuController } from './menu.controller';
import { PublicAnnouncementController } from './public-announcement.controller';
import { PublicContentController } from './public-content.controller';
import { PublicReadController } from './public-read.controller';
import { AnnouncementReadModel } from './queries/announcement-read-model';
import { ContentReadModel } from './queries/content-read-model';
import { ContentReferences } from './queries/content-references';
import { ContentSearch } from './queries/content-search';
import { RosterQueries } from '../roster/roster-queries';

/**
 * The content kit: every kind of content (news … court-reform announcements) as event-sourced
 * content items written by load, decide, append (no workflow; scheduled publication has a timer
 * workflow), read from the content_read projection the workers keep.
 */
@Module({
  imports: [CqrsModule, StorageModule, AuthModule],
  controllers: [ContentKitController, MenuController, LinkController, PublicContentController, PublicAnnouncementController, PublicReadController],
  providers: [ContentSearch, RosterQueries, ContentStreams, ContentSchedules, ContentReadModel, ContentReferences, AnnouncementReadModel, SaveContentHandler, ContentActionHandler, ContentFileOwner],
})
export class ContentModule {}
