import { Inject, Injectable } from '@nestjs/common';
import type { Client } from '@temporalio/client';
import { restructuringTaskCaseKind, restructuringTaskDecider, type RestructuringTaskCommand, type RestructuringTaskState } from '@bk/domain';
import type { PlatformConfig } from '@bk/infrastructure';
import { restructuringTaskCommandUpdate, restructuringTaskViewQuery, type RestructuringTaskWorkflowInput } from '@bk/workflows';
import { CaseWorkflows, declaredWorkflowKind } from '../cases/case-workflows';
import { PLATFORM_CONFIG, TEMPORAL_CLIENT } from '../infrastructure/tokens';

/** Restructuring-centre task workflows (libs/workflows restructuring-task.workflow.ts). */
@Injectable()
export class RestructuringWorkflows extends CaseWorkflows<RestructuringTaskCommand, RestructuringTaskState, RestructuringTaskWorkflowInput> {
  constructor(@Inject(TEMPORAL_CLIENT) temporal: Client, @Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    super(
      temporal,
      config,
      declaredWorkflowKind(restructuringTaskCaseKind, restructuringTaskDecider, {
        commandUpdate: restructuringTaskCommandUpdate,
        viewQuery: restructuringTaskViewQuery,
      }),
    );
  }
}
