import { Inject, Injectable } from '@nestjs/common';
import { WithStartWorkflowOperation, type Client } from '@temporalio/client';
import type { CourtReformCommand } from '@bk/domain';
import type { PlatformConfig } from '@bk/infrastructure';
import {
  courtReformCommandUpdate,
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

  execute(tenantId: string, caseId: string, envelope: CaseCommandEnvelope<CourtReformCommand>): Promise<CaseCommandResult> {
    return this.temporal.workflow
      .getHandle(courtReformWorkflowId(tenantId, caseId))
      .executeUpdate(courtReformCommandUpdate, { args: [envelope], updateId: envelope.commandId });
  }

  temporalUrl(tenantId: string, caseId: string): string {
    const workflowId = encodeURIComponent(courtReformWorkflowId(tenantId, caseId));
    return `${this.config.temporal.uiUrl}/namespaces/${this.config.temporal.namespace}/workflows/${workflowId}`;
  }
}
