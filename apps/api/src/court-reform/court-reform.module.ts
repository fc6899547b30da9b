import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicantController } from './applicant.controller';
import { AssignCourtReformHandlerHandler } from './commands/assign-court-reform-handler.handler';
import { CompleteCourtReformCaseHandler } from './commands/complete-court-reform-case.handler';
import { IssueCourtReformStatementHandler } from './commands/issue-court-reform-statement.handler';
import { NoteCourtReformProgressHandler } from './commands/note-court-reform-progress.handler';
import { RegisterCourtReformCaseHandler } from './commands/register-court-reform-case.handler';
import { RejectCourtReformCaseHandler } from './commands/reject-court-reform-case.handler';
import { SignCourtReformCaseHandler } from './commands/sign-court-reform-case.handler';
import { SubmitCourtReformApplicationHandler } from './commands/submit-court-reform-application.handler';
import { CourtReformWorkflows } from './court-reform-workflows';
import { ManagerController } from './manager.controller';
import { CasesModule } from '../cases/cases.module';
import { CourtReformQueues } from './court-reform-queues';

@Module({
  imports: [CqrsModule, CasesModule],
  controllers: [ApplicantController, ManagerController],
  providers: [
    CourtReformWorkflows,
    CourtReformQueues,
    SubmitCourtReformApplicationHandler,
    AssignCourtReformHandlerHandler,
    SignCourtReformCaseHandler,
    NoteCourtReformProgressHandler,
    RejectCourtReformCaseHandler,
    RegisterCourtReformCaseHandler,
    IssueCourtReformStatementHandler,
    CompleteCourtReformCaseHandler,
  ],
})
export class CourtReformModule {}
