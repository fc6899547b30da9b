import { restructuringTaskCaseKind, restructuringTaskDecider } from '@bk/domain';
import { declaredCase, runCase } from './case-workflow-runtime';
import {
  restructuringTaskCommandUpdate,
  restructuringTaskStreamId,
  restructuringTaskViewQuery,
  type CaseCommandResult,
  type RestructuringTaskWorkflowInput,
} from './messages';

/**
 * One restructuring-centre task: assign 1 → accept 2 → processing 3 → completed 4 / rejected 5.
 * A task not accepted in time goes back to allocation.
 */
export async function restructuringTaskWorkflow(input: RestructuringTaskWorkflowInput): Promise<CaseCommandResult> {
  const kind = declaredCase(
    restructuringTaskCaseKind,
    restructuringTaskDecider,
    { commandUpdate: restructuringTaskCommandUpdate, viewQuery: restructuringTaskViewQuery },
    { assigneeOf: (state) => ('assignee' in state ? state.assignee.id : null), deadlineMs: input.acceptDeadlineMs },
  );
  return runCase(kind, { tenantId: input.tenantId, streamId: restructuringTaskStreamId(input.taskId) });
}
