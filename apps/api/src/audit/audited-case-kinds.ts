import type { AuditCaseKind } from '@bk/contracts';
import {
  courtReformDecider,
  courtReformStateCode,
  restructuringTaskDecider,
  restructuringTaskStateCode,
  type CourtReformEvent,
  type CourtReformState,
  type RestructuringTaskEvent,
  type RestructuringTaskState,
} from '@bk/domain';
import {
  COURT_REFORM_STREAM_TYPE,
  courtReformStreamId,
  courtReformWorkflowId,
  RESTRUCTURING_TASK_STREAM_TYPE,
  restructuringTaskStreamId,
  restructuringTaskWorkflowId,
} from '@bk/workflows';

/**
 * What an auditor needs to know about a kind of case: where its events are, which workflow runs
 * it, and the domain's own fold, so every state shown is recomputed by the rules that made it.
 */
export type AuditedKind<State = unknown> = {
  kind: AuditCaseKind;
  streamType: string;
  streamId: (caseId: string) => string;
  workflowId: (tenantId: string, caseId: string) => string;
  initialState: () => State;
  evolve: (state: State, event: { type: string; data: unknown }) => State;
  /** The state code in the kind's own numbering; -1 before the first event. */
  stateCode: (state: State) => number;
};

const courtReform: AuditedKind<CourtReformState> = {
  kind: 'court-reform',
  streamType: COURT_REFORM_STREAM_TYPE,
  streamId: courtReformStreamId,
  workflowId: courtReformWorkflowId,
  initialState: courtReformDecider.initialState,
  evolve: (state, event) => courtReformDecider.evolve(state, event as CourtReformEvent),
  stateCode: (state) => (state.status === 'empty' ? -1 : courtReformStateCode[state.status]),
};

const restructuringTask: AuditedKind<RestructuringTaskState> = {
  kind: 'restructuring-task',
  streamType: RESTRUCTURING_TASK_STREAM_TYPE,
  streamId: restructuringTaskStreamId,
  workflowId: restructuringTaskWorkflowId,
  initialState: restructuringTaskDecider.initialState,
  evolve: (state, event) => restructuringTaskDecider.evolve(state, event as RestructuringTaskEvent),
  stateCode: (state) => (state.status === 'empty' ? -1 : restructuringTaskStateCode[state.status]),
};

export const auditedKinds: Record<AuditCaseKind, AuditedKind> = {
  'court-reform': courtReform as AuditedKind,
  'restructuring-task': restructuringTask as AuditedKind,
};
