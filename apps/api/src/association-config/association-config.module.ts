import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AggregateStore } from '../aggregates/aggregate-store';
import { StorageModule } from '../storage/storage.module';
import { CaseDeadlinesController } from './case-deadlines.controller';
import { ChannelConfigController, ChannelIconController } from './channel-config.controller';
import { ChannelConfigService } from './channel-config.service';
import { ChannelIconOwner } from './channel-icon-owner';
import { ChannelConfigSettingsQuery } from './channel-config-settings';
import { UpdateCaseDeadlinesHandler } from './commands/update-case-deadlines.handler';
import { CaseDeadlinesSettingsQuery } from './queries/case-deadlines-settings';

/** The association's own settings, edited by its staff (basicConfig): case deadlines and the channel configuration. */
@Module({
  imports: [CqrsModule, StorageModule],
  controllers: [CaseDeadlinesController, ChannelConfigController, ChannelIconController],
  providers: [CaseDeadlinesSettingsQuery, UpdateCaseDeadlinesHandler, AggregateStore, ChannelConfigSettingsQuery, ChannelConfigService, ChannelIconOwner],
})
export class AssociationConfigModule {}
