import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicantController } from './applicant.controller';
import { ActOnCourtReformCaseHandler } from './commands/act-on-court-reform-case.handler';
import { AssignCourtReformHandlerHandler } from './commands/assign-court-reform-handler.handler';
import { SubmitCourtReformApplicationHandler } from './commands/submit-court-reform-application.handler';
import { CourtReformWorkflows } from './court-reform-workflows';
import { ManagerController } from './manager.controller';
import { CasesModule } from '../cases/cases.module';
import { CourtReformQueues } from './court-reform-queues';
import { CourtReformStepForms } from './court-reform-step-forms';

@Module({
  imports: [CqrsModule, CasesModule],
  controllers: [ApplicantController, ManagerController],
  providers: [
    CourtReformWorkflows,
    CourtReformQueues,
    SubmitCourtReformApplicationHandler,
    AssignCourtReformHandlerHandler,
    ActOnCourtReformCaseHandler,
    CourtReformStepForms,
  ],
  exports: [CourtReformStepForms],
})
export class CourtReformModule {}
