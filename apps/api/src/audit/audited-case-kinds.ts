import type { AuditCaseKind } from '@bk/contracts';
import {
  caseKinds,
  caseStateCode,
  caseStreamId,
  caseWorkflowId,
  courtReformDecider,
  distressConsultationDecider,
  restructuringTaskDecider,
  type CaseKindDeclaration,
} from '@bk/domain';

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

type Fold<State> = { initialState: () => State; evolve: (state: State, event: never) => State };

/** A kind as audit sees it: stream and workflow from its declaration, the fold from its decider. */
const audited = <State extends { status: string }>(declaration: CaseKindDeclaration, decider: Fold<State>): AuditedKind =>
  ({
    kind: declaration.kind,
    streamType: declaration.streamType,
    streamId: (caseId) => caseStreamId(declaration, caseId),
    workflowId: (tenantId, caseId) => caseWorkflowId(declaration, tenantId, caseId),
    initialState: decider.initialState,
    evolve: (state, event) => decider.evolve(state, event as never),
    stateCode: (state) => caseStateCode(declaration, state.status),
  }) satisfies AuditedKind<State> as AuditedKind;

export const auditedKinds: Record<AuditCaseKind, AuditedKind> = {
  'court-reform': audited(caseKinds['court-reform'], courtReformDecider),
  'restructuring-task': audited(caseKinds['restructuring-task'], restructuringTaskDecider),
  'distress-consultation': audited(caseKinds['distress-consultation'], distressConsultationDecider),
};
