import { Inject, Injectable } from '@nestjs/common';
import type { Client } from '@temporalio/client';
import {
  distressConsultationCaseKind,
  distressConsultationDecider,
  type DistressConsultationCommand,
  type DistressConsultationState,
} from '@bk/domain';
import type { PlatformConfig } from '@bk/infrastructure';
import { distressConsultationCommandUpdate, distressConsultationViewQuery, type DistressConsultationWorkflowInput } from '@bk/workflows';
import { CaseWorkflows, declaredWorkflowKind } from '../cases/case-workflows';
import { PLATFORM_CONFIG, TEMPORAL_CLIENT } from '../infrastructure/tokens';

/** Distress-consultation workflows (libs/workflows distress-consultation.workflow.ts). */
@Injectable()
export class DistressWorkflows extends CaseWorkflows<DistressConsultationCommand, DistressConsultationState, DistressConsultationWorkflowInput> {
  constructor(@Inject(TEMPORAL_CLIENT) temporal: Client, @Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    super(
      temporal,
      config,
      declaredWorkflowKind(distressConsultationCaseKind, distressConsultationDecider, {
        commandUpdate: distressConsultationCommandUpdate,
        viewQuery: distressConsultationViewQuery,
      }),
    );
  }
}
