import { WithStartWorkflowOperation, type Client, type WorkflowHandle } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import type { UpdateDefinition, QueryDefinition } from '@temporalio/common';
import { caseWorkflowId, type CaseKindDeclaration, type Decider } from '@bk/domain';
import type { PlatformConfig } from '@bk/infrastructure';
import { SearchAttributes, type CaseCommandEnvelope, type CaseCommandResult, type CaseView } from '@bk/workflows';
import type { CaseKind } from './case-read-model';

/** What the API needs to know to talk to one kind of case workflow. */
export type CaseWorkflowKind<Command, State> = {
  kind: CaseKind;
  workflowType: string;
  workflowId(tenantId: string, caseId: string): string;
  commandUpdate: UpdateDefinition<CaseCommandResult, [CaseCommandEnvelope<Command>]>;
  viewQuery: QueryDefinition<CaseView<State>>;
  decider: Pick<Decider<Command, unknown, State>, 'decide'>;
  isEmpty(state: State): boolean;
};

/** What the API needs about a kind of case workflow, from its declaration and its messages. */
export const declaredWorkflowKind = <Command, State extends { status: string }>(
  declaration: CaseKindDeclaration,
  decider: Pick<Decider<Command, unknown, State>, 'decide'>,
  messages: Pick<CaseWorkflowKind<Command, State>, 'commandUpdate' | 'viewQuery'>,
): CaseWorkflowKind<Command, State> => ({
  kind: declaration.kind,
  workflowType: declaration.workflowType,
  workflowId: (tenantId, caseId) => caseWorkflowId(declaration, tenantId, caseId),
  ...messages,
  decider,
  isEmpty: (state) => state.status === 'empty',
});

/** The API's door to one kind of case workflow: every state change is an Update on the case's workflow. */
export class CaseWorkflows<Command, State, Input> {
  constructor(
    private readonly temporal: Client,
    private readonly config: PlatformConfig,
    private readonly definition: CaseWorkflowKind<Command, State>,
  ) {}

  /** Starts the case's workflow and submits its first command in one atomic call (update-with-start). */
  start(tenantId: string, caseId: string, input: Input, envelope: CaseCommandEnvelope<Command>): Promise<CaseCommandResult> {
    const startWorkflowOperation = new WithStartWorkflowOperation(this.definition.workflowType, {
      workflowId: this.definition.workflowId(tenantId, caseId),
      taskQueue: this.config.temporal.taskQueue,
      workflowIdConflictPolicy: 'FAIL',
      args: [input],
      typedSearchAttributes: [
        { key: SearchAttributes.tenantId, value: tenantId },
        { key: SearchAttributes.caseId, value: caseId },
        { key: SearchAttributes.caseKind, value: this.definition.kind },
      ],
    });
    return this.temporal.workflow.executeUpdateWithStart(this.definition.commandUpdate, { args: [envelope], startWorkflowOperation });
  }

  async execute(tenantId: string, caseId: string, envelope: CaseCommandEnvelope<Command>): Promise<CaseCommandResult> {
    const handle = this.temporal.workflow.getHandle(this.definition.workflowId(tenantId, caseId));
    try {
      return await handle.executeUpdate(this.definition.commandUpdate, { args: [envelope], updateId: envelope.commandId });
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) await this.refuseIfClosed(handle, envelope.command);
      throw error;
    }
  }

  temporalUrl(tenantId: string, caseId: string): string {
    const workflowId = encodeURIComponent(this.definition.workflowId(tenantId, caseId));
    return `${this.config.temporal.uiUrl}/namespaces/${this.config.temporal.namespace}/workflows/${workflowId}`;
  }

  /**
   * A closed case has a finished workflow, which takes no more updates, and Temporal answers "not
   * found". A finished workflow still answers queries, so the decider refuses the command with its
   * own reason ("case is complete, cannot …"), as it would have while running.
   */
  private async refuseIfClosed(handle: WorkflowHandle, command: Command): Promise<void> {
    const view = await handle.query(this.definition.viewQuery).catch(() => undefined);
    if (view && !this.definition.isEmpty(view.state)) this.definition.decider.decide(command, view.state);
  }
}
