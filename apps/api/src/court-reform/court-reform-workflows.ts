import { Inject, Injectable } from '@nestjs/common';
import { WithStartWorkflowOperation, type Client, type WorkflowHandle } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import { courtReformDecider, type CourtReformCommand } from '@bk/domain';
import type { PlatformConfig } from '@bk/infrastructure';
import {
  courtReformCommandUpdate,
  courtReformViewQuery,
  courtReformWorkflowId,
  SearchAttributes,
  type CaseCommandEnvelope,
  type CaseCommandResult,
} from '@bk/workflows';
import { PLATFORM_CONFIG, TEMPORAL_CLIENT } from '../infrastructure/tokens';

const COURT_REFORM_WORKFLOW = 'courtReformCaseWorkflow';

/** The API's door to court-reform case workflows: every state change is an Update on the case's workflow. */
@Injectable()
export class CourtReformWorkflows {
  constructor(
    @Inject(TEMPORAL_CLIENT) private readonly temporal: Client,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Starts the case's workflow and submits the application in one atomic call (update-with-start). */
  submit(
    tenantId: string,
    caseId: string,
    signWithinHours: number,
    envelope: CaseCommandEnvelope<CourtReformCommand>,
  ): Promise<CaseCommandResult> {
    const startWorkflowOperation = new WithStartWorkflowOperation(COURT_REFORM_WORKFLOW, {
      workflowId: courtReformWorkflowId(tenantId, caseId),
      taskQueue: this.config.temporal.taskQueue,
      workflowIdConflictPolicy: 'FAIL',
      args: [{ tenantId, caseId, signDeadlineMs: signWithinHours * 3_600_000 }],
      typedSearchAttributes: [
        { key: SearchAttributes.tenantId, value: tenantId },
        { key: SearchAttributes.caseId, value: caseId },
        { key: SearchAttributes.caseKind, value: 'court-reform' },
      ],
    });
    return this.temporal.workflow.executeUpdateWithStart(courtReformCommandUpdate, { args: [envelope], startWorkflowOperation });
  }

  async execute(tenantId: string, caseId: string, envelope: CaseCommandEnvelope<CourtReformCommand>): Promise<CaseCommandResult> {
    const handle = this.temporal.workflow.getHandle(courtReformWorkflowId(tenantId, caseId));
    try {
      return await handle.executeUpdate(courtReformCommandUpdate, { args: [envelope], updateId: envelope.commandId });
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) await refuseIfClosed(handle, envelope.command);
      throw error;
    }
  }

  temporalUrl(tenantId: string, caseId: string): string {
    const workflowId = encodeURIComponent(courtReformWorkflowId(tenantId, caseId));
    return `${this.config.temporal.uiUrl}/namespaces/${this.config.temporal.namespace}/workflows/${workflowId}`;
  }
}

/**
 * A closed case (rejected or complete) has a finished workflow, which takes no more updates, and
 * Temporal answers "not found". A finished workflow still answers queries, so the decider refuses
 * the command with its own reason ("case is complete, cannot …"), as it would have while running.
 */
const refuseIfClosed = async (handle: WorkflowHandle, command: CourtReformCommand): Promise<void> => {
  const view = await handle.query(courtReformViewQuery).catch(() => undefined);
  if (view && view.state.status !== 'empty') courtReformDecider.decide(command, view.state);
};
