import { Module } from '@nestjs/common';
import { DistressModule } from '../distress/distress.module';
import { DistressStepForms } from '../distress/distress-step-forms';
import { StorageModule } from '../storage/storage.module';
import { StepFormController } from './step-form.controller';
import { StepFormDrafts } from './step-form-drafts';
import { STEP_FORM_SOURCES, type StepFormSource } from './step-form-source';

/** Process steps' forms as data, for every kind of case that declares them (today: distress consultations). */
@Module({
  imports: [DistressModule, StorageModule],
  controllers: [StepFormController],
  providers: [
    StepFormDrafts,
    { provide: STEP_FORM_SOURCES, useFactory: (...sources: StepFormSource[]) => sources, inject: [DistressStepForms] },
  ],
})
export class StepFormsModule {}
