import { Inject, Injectable } from '@nestjs/common';
import type { Client } from '@temporalio/client';
import { courtReformCaseKind, courtReformDecider, type CourtReformCommand, type CourtReformState } from '@bk/domain';
import type { PlatformConfig } from '@bk/infrastructure';
import { courtReformCommandUpdate, courtReformViewQuery, type CourtReformWorkflowInput } from '@bk/workflows';
import { CaseWorkflows, declaredWorkflowKind } from '../cases/case-workflows';
import { PLATFORM_CONFIG, TEMPORAL_CLIENT } from '../infrastructure/tokens';

/** Court-reform case workflows (libs/workflows court-reform-case.workflow.ts). */
@Injectable()
export class CourtReformWorkflows extends CaseWorkflows<CourtReformCommand, CourtReformState, CourtReformWorkflowInput> {
  constructor(@Inject(TEMPORAL_CLIENT) temporal: Client, @Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    super(
      temporal,
      config,
      declaredWorkflowKind(courtReformCaseKind, courtReformDecider, { commandUpdate: courtReformCommandUpdate, viewQuery: courtReformViewQuery }),
    );
  }
}
