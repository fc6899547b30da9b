import { Module } from '@nestjs/common';
import { CaseNumbers } from './case-numbers';
import { CaseReadModel } from './case-read-model';
import { StaffDirectory } from './staff-directory';
import { TodoCountNotifier } from './todo-count-notifier';

/** What every kind of case shares: the read model, case numbers, the staff directory and the live to-do counts. */
@Module({
  providers: [CaseReadModel, CaseNumbers, StaffDirectory, TodoCountNotifier],
  exports: [CaseReadModel, CaseNumbers, StaffDirectory, TodoCountNotifier],
})
export class CasesModule {}
