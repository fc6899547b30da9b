import {
  restructuringTaskDecider,
  restructuringTaskStateCode,
  systemActor,
  type RestructuringTaskCommand,
  type RestructuringTaskEvent,
  type RestructuringTaskState,
} from '@bk/domain';
import { runCase, type CaseKind } from './case-workflow-runtime';
import {
  RESTRUCTURING_TASK_STREAM_TYPE,
  restructuringTaskCommandUpdate,
  restructuringTaskStreamId,
  restructuringTaskViewQuery,
  type CaseCommandResult,
  type RestructuringTaskWorkflowInput,
} from './messages';

const restructuringTask = (
  input: RestructuringTaskWorkflowInput,
): CaseKind<RestructuringTaskCommand, RestructuringTaskEvent, RestructuringTaskState> => ({
  decider: restructuringTaskDecider,
  streamType: RESTRUCTURING_TASK_STREAM_TYPE,
  commandUpdate: restructuringTaskCommandUpdate,
  viewQuery: restructuringTaskViewQuery,
  stateCode: (state) => (state.status === 'empty' ? -1 : restructuringTaskStateCode[state.status]),
  assigneeOf: (state) => ('assignee' in state ? state.assignee.id : null),
  isClosed: (state) => state.status === 'completed' || state.status === 'rejected',
  // A task not accepted in time goes back to allocation.
  deadlineIn: (state) =>
    state.status === 'accept'
      ? {
          afterMs: input.acceptDeadlineMs,
          command: (at): RestructuringTaskCommand => ({
            type: 'ReturnRestructuringTaskToPool',
            reason: 'acceptance deadline lapsed',
            actor: systemActor('acceptance deadline'),
            at,
          }),
        }
      : undefined,
});

/** One restructuring-centre task: assign 1 → accept 2 → processing 3 → completed 4 / rejected 5. */
export async function restructuringTaskWorkflow(input: RestructuringTaskWorkflowInput): Promise<CaseCommandResult> {
  return runCase(restructuringTask(input), { tenantId: input.tenantId, streamId: restructuringTaskStreamId(input.taskId) });
}
