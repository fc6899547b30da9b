import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { StoredFiles } from '../storage/stored-files';
import { ExcelController, RosterController } from './roster.controller';
import { RosterImports } from './roster-imports';
import { RosterQueries } from './roster-queries';

/** The association's roster of administrators and institutions, with its Excel import. */
@Module({ controllers: [RosterController, ExcelController], providers: [AggregateStore, RosterQueries, RosterImports, StoredFiles] })
export class RosterModule {}
