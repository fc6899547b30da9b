import { Module } from '@nestjs/common';
import { CourtReformModule } from '../court-reform/court-reform.module';
import { CourtReformStepForms } from '../court-reform/court-reform-step-forms';
import { DistressModule } from '../distress/distress.module';
import { DistressStepForms } from '../distress/distress-step-forms';
import { RestructuringModule } from '../restructuring/restructuring.module';
import { RestructuringStepForms } from '../restructuring/restructuring-step-forms';
import { StorageModule } from '../storage/storage.module';
import { StepFormController } from './step-form.controller';
import { StepFormDrafts } from './step-form-drafts';
import { STEP_FORM_SOURCES, type StepFormSource } from './step-form-source';

/** Process steps' forms as data, for every kind of case: each kind's module provides its source. */
@Module({
  imports: [CourtReformModule, RestructuringModule, DistressModule, StorageModule],
  controllers: [StepFormController],
  providers: [
    StepFormDrafts,
    { provide: STEP_FORM_SOURCES, useFactory: (...sources: StepFormSource[]) => sources, inject: [CourtReformStepForms, RestructuringStepForms, DistressStepForms] },
  ],
})
export class StepFormsModule {}
