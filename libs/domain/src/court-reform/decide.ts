import { DomainError, IllegalStateError } from '../shared/errors';
import { assertNever } from '../shared/decider';
import { drawCandidate } from '../shared/draw';
import { validateMobilePhone } from '../validation/phone';
import { validateUnifiedSocialCreditCode } from '../validation/unified-social-credit-code';
import type { ValidationResult } from '../validation/result';
import type { CourtReformCommand } from './commands';
import type { CourtReformEvent } from './events';
import type { CourtReformState } from './state';

type Command<T extends CourtReformCommand['type']> = Extract<CourtReformCommand, { type: T }>;
type StateIn<S extends CourtReformState['status']> = Extract<CourtReformState, { status: S }>;

const AGGREGATE = 'court-reform case';

function requireStatus<S extends CourtReformState['status']>(
  state: CourtReformState,
  action: string,
  ...allowed: S[]
): asserts state is StateIn<S> {
  if (!(allowed as string[]).includes(state.status)) throw new IllegalStateError(AGGREGATE, state.status, action);
}

const rejectInvalid = (field: string, result: ValidationResult): void => {
  if (!result.ok) throw new DomainError('VALIDATION_FAILED', result.message.en, result.message.zh, { field });
};

const requireText = (field: string, value: string, zhLabel: string, max: number): void => {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw new DomainError('VALIDATION_FAILED', `${field} is required`, `请填写${zhLabel}`, { field });
  if (trimmed.length > max)
    throw new DomainError('VALIDATION_FAILED', `${field} is longer than ${max} characters`, `${zhLabel}不能超过${max}个字`, { field });
};

const requireAssigneeActs = (state: { assignee: { id: string } }, command: CourtReformCommand): void => {
  if (command.actor.kind === 'staff' && command.actor.id !== state.assignee.id)
    throw new DomainError('NOT_ASSIGNEE', 'Only the assigned handler may act on this case', '只有承办人可以办理此案件', {
      assigneeId: state.assignee.id,
    });
};

const submit = (command: Command<'SubmitCourtReformApplication'>, state: CourtReformState): CourtReformEvent[] => {
  if (state.status !== 'empty') throw new DomainError('ALREADY_EXISTS', 'The case already exists', '案件已存在');
  const { applicant } = command;
  requireText('enterpriseName', applicant.enterpriseName, '企业名称', 100);
  rejectInvalid('creditCode', validateUnifiedSocialCreditCode(applicant.creditCode));
  requireText('contactName', applicant.contactName, '联系人', 30);
  rejectInvalid('contactPhone', validateMobilePhone(applicant.contactPhone));
  requireText('description', applicant.description, '情况说明', 2000);
  return [
    {
      type: 'CourtReformApplicationSubmitted',
      data: {
        caseId: command.caseId,
        tenantId: command.tenantId,
        caseNumber: command.caseNumber,
        applicant: { ...applicant, enterpriseName: applicant.enterpriseName.trim(), description: applicant.description.trim() },
        actor: command.actor,
        at: command.at,
      },
    },
  ];
};

const assign = (command: Command<'AssignCourtReformHandler'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, 'assign', 'apply');
  const { allocation, assignee } = command;
  if (allocation.mode === 'random') {
    // The draw is recomputed here so a caller cannot claim a random draw it did not make.
    const drawn = drawCandidate(allocation.seed, allocation.candidates);
    if (drawn !== assignee.id)
      throw new DomainError('INVALID_DRAW', 'The assignee does not match the random draw', '随机分配结果与承办人不一致', {
        drawn,
      });
  }
  return [{ type: 'CourtReformHandlerAssigned', data: { assignee, allocation, actor: command.actor, at: command.at } }];
};

const returnToPool = (command: Command<'ReturnCourtReformToPool'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, 'return to pool', 'unsigned');
  return [
    {
      type: 'CourtReformReturnedToPool',
      data: { previousAssignee: state.assignee, reason: command.reason, actor: command.actor, at: command.at },
    },
  ];
};

const sign = (command: Command<'SignCourtReformCase'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, 'sign', 'unsigned');
  requireAssigneeActs(state, command);
  return [{ type: 'CourtReformCaseSigned', data: { assignee: state.assignee, actor: command.actor, at: command.at } }];
};

const noteProgress = (command: Command<'NoteCourtReformProgress'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, 'add progress note', 'processing');
  requireAssigneeActs(state, command);
  requireText('note', command.note, '办理进展', 2000);
  return [{ type: 'CourtReformProgressNoted', data: { note: command.note.trim(), actor: command.actor, at: command.at } }];
};

const reject = (command: Command<'RejectCourtReformCase'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, 'reject', 'apply', 'processing');
  if (state.status === 'processing') requireAssigneeActs(state, command);
  requireText('reason', command.reason, '驳回理由', 500);
  return [{ type: 'CourtReformCaseRejected', data: { reason: command.reason.trim(), actor: command.actor, at: command.at } }];
};

const register = (command: Command<'RegisterCourtReformCase'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, 'register', 'processing');
  requireAssigneeActs(state, command);
  requireText('registrationNo', command.registrationNo, '登记编号', 64);
  return [
    {
      type: 'CourtReformCaseRegistered',
      data: { registrationNo: command.registrationNo.trim(), actor: command.actor, at: command.at },
    },
  ];
};

const issueStatement = (command: Command<'IssueCourtReformStatement'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, 'issue statement', 'register');
  if (state.statementNo !== undefined) throw new IllegalStateError(AGGREGATE, 'register (statement issued)', 'issue statement');
  requireText('statementNo', command.statementNo, '文书编号', 64);
  return [
    { type: 'CourtReformStatementIssued', data: { statementNo: command.statementNo.trim(), actor: command.actor, at: command.at } },
  ];
};

const complete = (command: Command<'CompleteCourtReformCase'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, 'complete', 'register');
  if (state.statementNo === undefined) throw new IllegalStateError(AGGREGATE, 'register (no statement)', 'complete');
  return [{ type: 'CourtReformCaseCompleted', data: { actor: command.actor, at: command.at } }];
};

export const decideCourtReform = (command: CourtReformCommand, state: CourtReformState): CourtReformEvent[] => {
  switch (command.type) {
    case 'SubmitCourtReformApplication':
      return submit(command, state);
    case 'AssignCourtReformHandler':
      return assign(command, state);
    case 'ReturnCourtReformToPool':
      return returnToPool(command, state);
    case 'SignCourtReformCase':
      return sign(command, state);
    case 'NoteCourtReformProgress':
      return noteProgress(command, state);
    case 'RejectCourtReformCase':
      return reject(command, state);
    case 'RegisterCourtReformCase':
      return register(command, state);
    case 'IssueCourtReformStatement':
      return issueStatement(command, state);
    case 'CompleteCourtReformCase':
      return complete(command, state);
    default:
      return assertNever(command);
  }
};
