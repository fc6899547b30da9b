import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { StoredFiles } from '../storage/stored-files';
import { ExcelController } from './excel.controller';
import { ExcelImports } from './excel-imports';

/** The Excel import kit (jobs, progress, error files) and the func/excel calls; features declare their imports on it. */
@Module({ controllers: [ExcelController], providers: [AggregateStore, ExcelImports, StoredFiles], exports: [ExcelImports] })
export class ImportsModule {}
