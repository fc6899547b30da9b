import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { ImportsModule } from '../imports/imports.module';
import { CsjConsultantController, CsjOrganController } from './csj-organ.controller';
import { LawFirmController, LawFirmImportController } from './law-firm.controller';
import { MemberOrganQueries } from './member-organ-queries';

/** Member organisations: a restructuring centre's organisations and consultants, and law firms with their import. */
@Module({
  imports: [ImportsModule],
  controllers: [CsjOrganController, CsjConsultantController, LawFirmController, LawFirmImportController],
  providers: [AggregateStore, MemberOrganQueries],
})
export class MemberOrganModule {}
