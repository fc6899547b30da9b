import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { ImportsModule } from '../imports/imports.module';
import { RosterController } from './roster.controller';
import { RosterQueries } from './roster-queries';

/** The association's roster of administrators and institutions, with its Excel import. */
@Module({ imports: [ImportsModule], controllers: [RosterController], providers: [AggregateStore, RosterQueries] })
export class RosterModule {}
