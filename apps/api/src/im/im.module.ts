import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { StorageModule } from '../storage/storage.module';
import { TenantModule } from '../tenant/tenant.module';
import { AssociationMemberSource } from './association-member-source';
import { ImController } from './im.controller';
import { ImFeed } from './im-feed';
import { IM_MEMBER_SOURCE } from './im-member-source';
import { ImMatters } from './im-matters';

/** The communicate area (spec §7 "Communicate service"): matters, messages, address book, live feed. */
@Module({
  imports: [TenantModule, StorageModule],
  controllers: [ImController],
  providers: [AggregateStore, ImMatters, ImFeed, AssociationMemberSource, { provide: IM_MEMBER_SOURCE, useExisting: AssociationMemberSource }],
})
export class ImModule {}
