import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { StorageModule } from '../storage/storage.module';
import { ExcelController } from './excel.controller';
import { ExcelImports } from './excel-imports';

/** The Excel import kit (jobs, progress, error files) and the func/excel calls; features declare their imports on it. */
@Module({ imports: [StorageModule], controllers: [ExcelController], providers: [AggregateStore, ExcelImports], exports: [ExcelImports] })
export class ImportsModule {}
