import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CasesModule } from '../cases/cases.module';
import { StorageModule } from '../storage/storage.module';
import { CreateDistressConsultationHandler } from './commands/create-distress-consultation.handler';
import { TakeDistressStepHandler } from './commands/take-distress-step.handler';
import { DistressApplicantController } from './distress-applicant.controller';
import { DistressManageController } from './distress-manage.controller';
import { DistressMaterials } from './distress-materials';
import { DistressQueues } from './distress-queues';
import { DistressStepForms } from './distress-step-forms';
import { DistressWorkflows } from './distress-workflows';

/** Debt-distress consultations (spec §7 "Distress service"): the third kind of case on the kit. */
@Module({
  imports: [CqrsModule, CasesModule, StorageModule],
  controllers: [DistressManageController, DistressApplicantController],
  providers: [DistressWorkflows, DistressQueues, DistressMaterials, CreateDistressConsultationHandler, TakeDistressStepHandler, DistressStepForms],
  exports: [DistressStepForms],
})
export class DistressModule {}
