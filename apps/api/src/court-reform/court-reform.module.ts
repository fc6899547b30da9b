import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicantController } from './applicant.controller';
import { AssignCourtReformHandlerHandler } from './commands/assign-court-reform-handler.handler';
import { SubmitCourtReformApplicationHandler } from './commands/submit-court-reform-application.handler';
import { CourtReformWorkflows } from './court-reform-workflows';
import { ManagerController } from './manager.controller';
import { CaseReadModel } from './queries/case-read-model';
import { StaffDirectory } from './staff-directory';
import { TodoCountNotifier } from './todo-count-notifier';

@Module({
  imports: [CqrsModule],
  controllers: [ApplicantController, ManagerController],
  providers: [
    CourtReformWorkflows,
    CaseReadModel,
    StaffDirectory,
    TodoCountNotifier,
    SubmitCourtReformApplicationHandler,
    AssignCourtReformHandlerHandler,
  ],
})
export class CourtReformModule {}
