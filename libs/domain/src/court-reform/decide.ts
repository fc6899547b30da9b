import { requireActingAssignee, verifyAllocation } from '../shared/allocation';
import { assertNever } from '../shared/decider';
import { rejectInvalid, requireText } from '../shared/guards';
import { alreadyExists, illegalState, statusGuard, type Label, type StatusGuard } from '../shared/transitions';
import { validateMobilePhone } from '../validation/phone';
import { validateUnifiedSocialCreditCode } from '../validation/unified-social-credit-code';
import type { CourtReformCommand, CourtReformCommandType } from './commands';
import type { CourtReformEvent } from './events';
import type { CourtReformState } from './state';
import { courtReformVocabulary as vocabulary } from './transitions';

type Command<T extends CourtReformCommandType> = Extract<CourtReformCommand, { type: T }>;

const requireStatus: StatusGuard<CourtReformState, CourtReformCommandType> = statusGuard<CourtReformState, CourtReformCommandType>(vocabulary);

const CASE: Label = { zh: '案件', en: 'case' };
const STATEMENT_ISSUED: Label = { zh: '已出具文书', en: 'statement issued' };
const NO_STATEMENT: Label = { zh: '未出具文书', en: 'no statement' };

const submit = (command: Command<'SubmitCourtReformApplication'>, state: CourtReformState): CourtReformEvent[] => {
  if (state.status !== 'empty') throw alreadyExists(vocabulary, state.status, command.type);
  const { applicant } = command;
  const enterpriseName = requireText('enterpriseName', applicant.enterpriseName, '企业名称', 100);
  const creditCode = applicant.creditCode.trim();
  rejectInvalid('creditCode', validateUnifiedSocialCreditCode(creditCode));
  const contactName = requireText('contactName', applicant.contactName, '联系人', 30);
  const contactPhone = applicant.contactPhone.trim();
  rejectInvalid('contactPhone', validateMobilePhone(contactPhone));
  const description = requireText('description', applicant.description, '情况说明', 2000);
  return [
    {
      type: 'CourtReformApplicationSubmitted',
      data: {
        caseId: command.caseId,
        tenantId: command.tenantId,
        caseNumber: command.caseNumber,
        applicant: { enterpriseName, creditCode, contactName, contactPhone, description },
        actor: command.actor,
        at: command.at,
      },
    },
  ];
};

const assign = (command: Command<'AssignCourtReformHandler'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, command.type, 'apply');
  verifyAllocation(command.allocation, command.assignee.id);
  return [
    {
      type: 'CourtReformHandlerAssigned',
      data: { assignee: command.assignee, allocation: command.allocation, actor: command.actor, at: command.at },
    },
  ];
};

const returnToPool = (command: Command<'ReturnCourtReformToPool'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, command.type, 'unsigned');
  return [
    {
      type: 'CourtReformReturnedToPool',
      data: { previousAssignee: state.assignee, reason: command.reason, actor: command.actor, at: command.at },
    },
  ];
};

const sign = (command: Command<'SignCourtReformCase'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, command.type, 'unsigned');
  requireActingAssignee(state.assignee, command.actor, CASE);
  return [{ type: 'CourtReformCaseSigned', data: { assignee: state.assignee, actor: command.actor, at: command.at } }];
};

const noteProgress = (command: Command<'NoteCourtReformProgress'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, command.type, 'processing');
  requireActingAssignee(state.assignee, command.actor, CASE);
  const note = requireText('note', command.note, '办理进展', 2000);
  return [{ type: 'CourtReformProgressNoted', data: { note, actor: command.actor, at: command.at } }];
};

/** From apply the allocator turns away an application; from processing only the handler may. */
const reject = (command: Command<'RejectCourtReformCase'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, command.type, 'apply', 'processing');
  if (state.status === 'processing') requireActingAssignee(state.assignee, command.actor, CASE);
  const reason = requireText('reason', command.reason, '驳回理由', 500);
  return [{ type: 'CourtReformCaseRejected', data: { reason, actor: command.actor, at: command.at } }];
};

const register = (command: Command<'RegisterCourtReformCase'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, command.type, 'processing');
  requireActingAssignee(state.assignee, command.actor, CASE);
  const registrationNo = requireText('registrationNo', command.registrationNo, '登记编号', 64);
  return [{ type: 'CourtReformCaseRegistered', data: { registrationNo, actor: command.actor, at: command.at } }];
};

const issueStatement = (command: Command<'IssueCourtReformStatement'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, command.type, 'register');
  if (state.statementNo !== undefined) throw illegalState(vocabulary, state.status, command.type, STATEMENT_ISSUED);
  const statementNo = requireText('statementNo', command.statementNo, '文书编号', 64);
  return [{ type: 'CourtReformStatementIssued', data: { statementNo, actor: command.actor, at: command.at } }];
};

const complete = (command: Command<'CompleteCourtReformCase'>, state: CourtReformState): CourtReformEvent[] => {
  requireStatus(state, command.type, 'register');
  if (state.statementNo === undefined) throw illegalState(vocabulary, state.status, command.type, NO_STATEMENT);
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
