import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CasesModule } from '../cases/cases.module';
import { ActOnRestructuringTaskHandler } from './commands/act-on-restructuring-task.handler';
import { AssignRestructuringTaskHandler } from './commands/assign-restructuring-task.handler';
import { SubmitRestructuringApplicationHandler } from './commands/submit-restructuring-application.handler';
import { ConsultController } from './consult.controller';
import { ReformController } from './reform.controller';
import { RestructuringQueues } from './restructuring-queues';
import { RestructuringWorkflows } from './restructuring-workflows';
import { RestructuringStepForms } from './restructuring-step-forms';

/** Restructuring-centre tasks: applications, allocation, acceptance and handling. */
@Module({
  imports: [CqrsModule, CasesModule],
  controllers: [ConsultController, ReformController],
  providers: [
    RestructuringWorkflows,
    RestructuringQueues,
    SubmitRestructuringApplicationHandler,
    AssignRestructuringTaskHandler,
    ActOnRestructuringTaskHandler,
    RestructuringStepForms,
  ],
  exports: [RestructuringStepForms],
})
export class RestructuringModule {}
