import { Inject, Injectable } from '@nestjs/common';
import type { Client } from '@temporalio/client';
import { courtReformDecider, type CourtReformCommand, type CourtReformState } from '@bk/domain';
import type { PlatformConfig } from '@bk/infrastructure';
import { courtReformCommandUpdate, courtReformViewQuery, courtReformWorkflowId, type CourtReformWorkflowInput } from '@bk/workflows';
import { CaseWorkflows } from '../cases/case-workflows';
import { PLATFORM_CONFIG, TEMPORAL_CLIENT } from '../infrastructure/tokens';

/** Court-reform case workflows (libs/workflows court-reform-case.workflow.ts). */
@Injectable()
export class CourtReformWorkflows extends CaseWorkflows<CourtReformCommand, CourtReformState, CourtReformWorkflowInput> {
  constructor(@Inject(TEMPORAL_CLIENT) temporal: Client, @Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    super(temporal, config, {
      kind: 'court-reform',
      workflowType: 'courtReformCaseWorkflow',
      workflowId: courtReformWorkflowId,
      commandUpdate: courtReformCommandUpdate,
      viewQuery: courtReformViewQuery,
      decider: courtReformDecider,
      isEmpty: (state) => state.status === 'empty',
    });
  }
}
