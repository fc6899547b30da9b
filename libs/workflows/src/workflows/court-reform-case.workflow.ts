import { courtReformCaseKind, courtReformDecider } from '@bk/domain';
import { declaredCase, runCase } from './case-workflow-runtime';
import { courtReformCommandUpdate, courtReformStreamId, courtReformViewQuery, type CaseCommandResult, type CourtReformWorkflowInput } from './messages';

/**
 * One court-reform case: apply 0 → unsigned 1 → processing 2 → reject 3 / register 4 → complete 5.
 * An assigned case not signed in time goes back to the allocation queue.
 */
export async function courtReformCaseWorkflow(input: CourtReformWorkflowInput): Promise<CaseCommandResult> {
  const kind = declaredCase(
    courtReformCaseKind,
    courtReformDecider,
    { commandUpdate: courtReformCommandUpdate, viewQuery: courtReformViewQuery },
    { assigneeOf: (state) => ('assignee' in state && state.assignee ? state.assignee.id : null), deadlineMs: input.signDeadlineMs },
  );
  return runCase(kind, { tenantId: input.tenantId, streamId: courtReformStreamId(input.caseId) });
}
