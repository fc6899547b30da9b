import { requireActingAssignee, verifyAllocation } from '../shared/allocation';
import { assertNever } from '../shared/decider';
import { rejectInvalid, requireText } from '../shared/guards';
import { alreadyExists, statusGuard, type Label, type StatusGuard } from '../shared/transitions';
import { validateMobilePhone } from '../validation/phone';
import { validateUnifiedSocialCreditCode } from '../validation/unified-social-credit-code';
import type { RestructuringTaskCommand, RestructuringTaskCommandType } from './commands';
import type { RestructuringTaskEvent } from './events';
import type { RestructuringTaskState } from './state';
import { restructuringTaskVocabulary as vocabulary } from './transitions';

type Command<T extends RestructuringTaskCommandType> = Extract<RestructuringTaskCommand, { type: T }>;

const requireStatus: StatusGuard<RestructuringTaskState, RestructuringTaskCommandType> = statusGuard<
  RestructuringTaskState,
  RestructuringTaskCommandType
>(vocabulary);

const TASK: Label = { zh: '任务', en: 'task' };

const submit = (command: Command<'SubmitRestructuringApplication'>, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  if (state.status !== 'empty') throw alreadyExists(vocabulary, state.status, command.type);
  const { application } = command;
  const enterpriseName = requireText('enterpriseName', application.enterpriseName, '企业名称', 100);
  const creditCode = application.creditCode.trim();
  rejectInvalid('creditCode', validateUnifiedSocialCreditCode(creditCode));
  const contactName = requireText('contactName', application.contactName, '联系人', 30);
  const contactPhone = application.contactPhone.trim();
  rejectInvalid('contactPhone', validateMobilePhone(contactPhone));
  const description = requireText('description', application.description, '情况说明', 2000);
  return [
    {
      type: 'RestructuringApplicationSubmitted',
      data: {
        taskId: command.taskId,
        tenantId: command.tenantId,
        taskNumber: command.taskNumber,
        application: { enterpriseName, creditCode, contactName, contactPhone, description },
        actor: command.actor,
        at: command.at,
      },
    },
  ];
};

const assign = (command: Command<'AssignRestructuringTask'>, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  requireStatus(state, command.type, 'assign');
  verifyAllocation(command.allocation, command.assignee.id);
  return [
    {
      type: 'RestructuringTaskAssigned',
      data: { assignee: command.assignee, allocation: command.allocation, actor: command.actor, at: command.at },
    },
  ];
};

const accept = (command: Command<'AcceptRestructuringTask'>, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  requireStatus(state, command.type, 'accept');
  requireActingAssignee(state.assignee, command.actor, TASK);
  return [{ type: 'RestructuringTaskAccepted', data: { assignee: state.assignee, actor: command.actor, at: command.at } }];
};

const decline = (command: Command<'DeclineRestructuringTask'>, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  requireStatus(state, command.type, 'accept');
  requireActingAssignee(state.assignee, command.actor, TASK);
  const reason = requireText('reason', command.reason, '拒绝理由', 500);
  return [
    {
      type: 'RestructuringTaskDeclined',
      data: { previousAssignee: state.assignee, reason, actor: command.actor, at: command.at },
    },
  ];
};

/** The acceptance deadline lapsed: the workflow's timer (or an allocator) takes the task back. */
const returnToPool = (command: Command<'ReturnRestructuringTaskToPool'>, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  requireStatus(state, command.type, 'accept');
  return [
    {
      type: 'RestructuringTaskReturnedToPool',
      data: { previousAssignee: state.assignee, reason: command.reason, actor: command.actor, at: command.at },
    },
  ];
};

const noteProgress = (command: Command<'NoteRestructuringProgress'>, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  requireStatus(state, command.type, 'processing');
  requireActingAssignee(state.assignee, command.actor, TASK);
  const note = requireText('note', command.note, '办理进展', 2000);
  return [{ type: 'RestructuringProgressNoted', data: { note, actor: command.actor, at: command.at } }];
};

const complete = (command: Command<'CompleteRestructuringTask'>, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  requireStatus(state, command.type, 'processing');
  requireActingAssignee(state.assignee, command.actor, TASK);
  const result = requireText('result', command.result, '办理结果', 2000);
  return [{ type: 'RestructuringTaskCompleted', data: { result, actor: command.actor, at: command.at } }];
};

const reject = (command: Command<'RejectRestructuringTask'>, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  requireStatus(state, command.type, 'processing');
  requireActingAssignee(state.assignee, command.actor, TASK);
  const reason = requireText('reason', command.reason, '驳回理由', 500);
  return [{ type: 'RestructuringTaskRejected', data: { reason, actor: command.actor, at: command.at } }];
};

export const decideRestructuringTask = (command: RestructuringTaskCommand, state: RestructuringTaskState): RestructuringTaskEvent[] => {
  switch (command.type) {
    case 'SubmitRestructuringApplication':
      return submit(command, state);
    case 'AssignRestructuringTask':
      return assign(command, state);
    case 'AcceptRestructuringTask':
      return accept(command, state);
    case 'DeclineRestructuringTask':
      return decline(command, state);
    case 'ReturnRestructuringTaskToPool':
      return returnToPool(command, state);
    case 'NoteRestructuringProgress':
      return noteProgress(command, state);
    case 'CompleteRestructuringTask':
      return complete(command, state);
    case 'RejectRestructuringTask':
      return reject(command, state);
    default:
      return assertNever(command);
  }
};
