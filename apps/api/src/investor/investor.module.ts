import { Module } from '@nestjs/common';
import { ContentReadModel } from '../content/queries/content-read-model';
import { InvestorController } from './investor.controller';

/** The investor pool's calls beyond the content kit (investors are content items of kind `investor`). */
@Module({ controllers: [InvestorController], providers: [ContentReadModel] })
export class InvestorModule {}
