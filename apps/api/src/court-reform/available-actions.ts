import { CaseActions, type CaseAction } from '@bk/contracts';
import {
  allowedCommands,
  courtReformTransitions,
  decideCourtReform,
  hasPermission,
  PermissionKeys,
  type Actor,
  type CourtReformCommand,
  type CourtReformCommandType,
  type CourtReformLifecycleStatus,
  type CourtReformState,
  type PermissionKey,
} from '@bk/domain';
import { deciderAccepts, DRY_RUN_AT } from '../cases/declared-actions';

/** The domain command behind each staff action of the handling, statement and query screens. */
export const caseActionCommand = {
  sign: 'SignCourtReformCase',
  note: 'NoteCourtReformProgress',
  reject: 'RejectCourtReformCase',
  register: 'RegisterCourtReformCase',
  issueStatement: 'IssueCourtReformStatement',
  complete: 'CompleteCourtReformCase',
} as const satisfies Record<CaseAction, CourtReformCommandType>;

/** Statuses in which the handler has not taken the case on yet. */
const beforeSigning: readonly CourtReformLifecycleStatus[] = ['empty', 'apply', 'unsigned'];

/**
 * Who may turn a case away depends on how far it got: before the handler signs it is the
 * allocator's call (courtReformAllocate), afterwards the handler's (courtReformHandle). The
 * decider cannot tell them apart — it lets anyone reject an application in apply — so the key is
 * chosen here from the case's state. When that state is read from the (eventually consistent)
 * read model and is stale, the rule still holds: the only way out of "before signing" into
 * processing is the assignee's signature, and from processing the decider accepts a rejection
 * from the assignee only.
 */
export const rejectPermissionFor = (status: CourtReformLifecycleStatus): PermissionKey =>
  beforeSigning.includes(status) ? PermissionKeys.courtReformAllocate : PermissionKeys.courtReformHandle;

/**
 * The key each action needs. Issuing the statement and completing belong to the "issue statement"
 * menu (courtReformMark), whose key is courtReformSituation: the statement is the 情况说明.
 */
export const caseActionPermission = (action: CaseAction, status: CourtReformLifecycleStatus): PermissionKey => {
  switch (action) {
    case 'sign':
    case 'note':
    case 'register':
      return PermissionKeys.courtReformHandle;
    case 'reject':
      return rejectPermissionFor(status);
    case 'issueStatement':
    case 'complete':
      return PermissionKeys.courtReformSituation;
  }
};

// A dry run decides and discards: the time is irrelevant, and the placeholder texts pass the field
// checks, so only the state and actor guards (assignee, statement issued) can refuse.
const PLACEHOLDER = '-';

const dryRunCommand = (action: CaseAction, actor: Actor): CourtReformCommand => {
  const base = { actor, at: DRY_RUN_AT };
  switch (action) {
    case 'sign':
      return { type: caseActionCommand.sign, ...base };
    case 'note':
      return { type: caseActionCommand.note, note: PLACEHOLDER, ...base };
    case 'reject':
      return { type: caseActionCommand.reject, reason: PLACEHOLDER, ...base };
    case 'register':
      return { type: caseActionCommand.register, registrationNo: PLACEHOLDER, ...base };
    case 'issueStatement':
      return { type: caseActionCommand.issueStatement, statementNo: PLACEHOLDER, ...base };
    case 'complete':
      return { type: caseActionCommand.complete, ...base };
  }
};


export type CaseViewer = { uid: string; name: string; rightKeys: readonly string[] };

/**
 * The actions the viewer may take on the case now: those the transitions table allows from the
 * current status, for which the viewer holds the key, and which the decider's guards inside the
 * status (assignee only, statement once, statement before completion) accept from this viewer.
 */
export const availableCaseActions = (state: CourtReformState, viewer: CaseViewer): CaseAction[] => {
  const allowed = new Set<CourtReformCommandType>(allowedCommands(courtReformTransitions, state.status));
  const actor: Actor = { kind: 'staff', id: viewer.uid, name: viewer.name };
  return CaseActions.filter(
    (action) =>
      allowed.has(caseActionCommand[action]) &&
      hasPermission(viewer.rightKeys, caseActionPermission(action, state.status)) &&
      deciderAccepts(decideCourtReform, dryRunCommand(action, actor), state),
  );
};
