import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CaseDeadlinesController } from './case-deadlines.controller';
import { UpdateCaseDeadlinesHandler } from './commands/update-case-deadlines.handler';
import { CaseDeadlinesSettingsQuery } from './queries/case-deadlines-settings';

/** The association's own settings, edited by its staff (basicConfig). */
@Module({
  imports: [CqrsModule],
  controllers: [CaseDeadlinesController],
  providers: [CaseDeadlinesSettingsQuery, UpdateCaseDeadlinesHandler],
})
export class AssociationConfigModule {}
