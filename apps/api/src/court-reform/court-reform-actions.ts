import type {
  CaseAction,
  CompleteCaseRequest,
  IssueStatementRequest,
  RegisterCaseRequest,
  RejectCaseRequest,
  SignCaseRequest,
  SubmitProgressRequest,
} from '@bk/contracts';
import {
  courtReformCaseKind,
  PermissionKeys,
  type Actor,
  type CourtReformCommand,
  type CourtReformLifecycleStatus,
  type PermissionKey,
} from '@bk/domain';

/** The validated body each staff action's route takes. Indexed by CaseAction: an action without a request does not compile. */
type CourtReformActionRequests = {
  sign: SignCaseRequest;
  note: SubmitProgressRequest;
  reject: RejectCaseRequest;
  register: RegisterCaseRequest;
  issueStatement: IssueStatementRequest;
  complete: CompleteCaseRequest;
};

/** One staff action with its request: the action names are the declaration's (courtReformCaseKind.actions). */
export type CourtReformAction = { [A in CaseAction]: { action: A; request: CourtReformActionRequests[A] } }[CaseAction];

/** The domain command an action sends: the declared command type with the fields its request carries. */
export const courtReformActionCommand = (act: CourtReformAction, actor: Actor, at: string): CourtReformCommand => {
  const base = { actor, at };
  const { actions } = courtReformCaseKind;
  switch (act.action) {
    case 'sign':
      return { type: actions.sign.command, ...base };
    case 'note':
      return { type: actions.note.command, note: act.request.note, ...base };
    case 'reject':
      return { type: actions.reject.command, reason: act.request.reason, ...base };
    case 'register':
      return { type: actions.register.command, registrationNo: act.request.registrationNo, ...base };
    case 'issueStatement':
      return { type: actions.issueStatement.command, statementNo: act.request.statementNo, ...base };
    case 'complete':
      return { type: actions.complete.command, ...base };
  }
};

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

/** Whether an action's key follows the case's state, so that the server must read the state to check it. */
export const permissionFollowsState = (action: CaseAction): action is 'reject' => action === 'reject';

/**
 * The key an action needs: the declared one, except a rejection's, which follows the case's state
 * (the declaration names the handler's key, the one a rejection needs once the case is signed).
 */
export const courtReformActionPermission = (action: CaseAction, status: CourtReformLifecycleStatus): PermissionKey =>
  permissionFollowsState(action) ? rejectPermissionFor(status) : courtReformCaseKind.actions[action].permission;
