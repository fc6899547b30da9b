import {
  courtReformDecider,
  courtReformStateCode,
  systemActor,
  type CourtReformCommand,
  type CourtReformEvent,
  type CourtReformState,
} from '@bk/domain';
import { runCase, type CaseKind } from './case-workflow-runtime';
import {
  COURT_REFORM_STREAM_TYPE,
  courtReformCommandUpdate,
  courtReformStreamId,
  courtReformViewQuery,
  type CaseCommandResult,
  type CourtReformWorkflowInput,
} from './messages';

const courtReformCase = (input: CourtReformWorkflowInput): CaseKind<CourtReformCommand, CourtReformEvent, CourtReformState> => ({
  decider: courtReformDecider,
  streamType: COURT_REFORM_STREAM_TYPE,
  commandUpdate: courtReformCommandUpdate,
  viewQuery: courtReformViewQuery,
  stateCode: (state) => (state.status === 'empty' ? -1 : courtReformStateCode[state.status]),
  assigneeOf: (state) => ('assignee' in state && state.assignee ? state.assignee.id : null),
  isClosed: (state) => state.status === 'reject' || state.status === 'complete',
  // An assigned case not signed in time goes back to the allocation queue.
  deadlineIn: (state) =>
    state.status === 'unsigned'
      ? {
          afterMs: input.signDeadlineMs,
          command: (at): CourtReformCommand => ({
            type: 'ReturnCourtReformToPool',
            reason: 'sign deadline lapsed',
            actor: systemActor('sign deadline'),
            at,
          }),
        }
      : undefined,
});

/** One court-reform case: apply 0 → unsigned 1 → processing 2 → reject 3 / register 4 → complete 5. */
export async function courtReformCaseWorkflow(input: CourtReformWorkflowInput): Promise<CaseCommandResult> {
  return runCase(courtReformCase(input), { tenantId: input.tenantId, streamId: courtReformStreamId(input.caseId) });
}
