import { Module } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store';
import { ContentLabelController } from './content-label.controller';

/** The association's content labels (spec §7 "Labels"). */
@Module({ controllers: [ContentLabelController], providers: [AggregateStore] })
export class ContentLabelModule {}
