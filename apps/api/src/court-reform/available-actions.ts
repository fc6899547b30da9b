import { CaseActions, type CaseAction } from '@bk/contracts';
import { courtReformCaseKind, courtReformTransitions, decideCourtReform, type Actor, type CourtReformState } from '@bk/domain';
import { declaredStaffActions, DRY_RUN_AT, type CaseViewerKeys } from '../cases/declared-actions';
import { courtReformActionCommand, courtReformActionPermission } from './court-reform-actions';

// One request that fits every action: the placeholder texts pass the field checks, so only the
// state and actor guards (assignee, statement issued) can refuse.
const PLACEHOLDER = '-';
const DRY_RUN_REQUEST = {
  caseId: '00000000-0000-0000-0000-000000000000',
  note: PLACEHOLDER,
  reason: PLACEHOLDER,
  registrationNo: PLACEHOLDER,
  statementNo: PLACEHOLDER,
};

const dryRun = (action: CaseAction, actor: Actor) => courtReformActionCommand({ action, request: DRY_RUN_REQUEST }, actor, DRY_RUN_AT);

const kind = {
  declaration: courtReformCaseKind,
  transitions: courtReformTransitions,
  decide: decideCourtReform,
  permission: (action: CaseAction, state: CourtReformState) => courtReformActionPermission(action, state.status),
};

export type CaseViewer = CaseViewerKeys;

/**
 * The actions the viewer may take on the case now: those the transitions table allows from the
 * current status, for which the viewer holds the key, and which the decider's guards inside the
 * status (assignee only, statement once, statement before completion) accept from this viewer.
 */
export const availableCaseActions = (state: CourtReformState, viewer: CaseViewer): CaseAction[] =>
  declaredStaffActions(kind, CaseActions, dryRun, state, viewer);
