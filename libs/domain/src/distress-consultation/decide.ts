import { requireActingAssignee, verifyAllocation } from '../shared/allocation';
import { assertNever } from '../shared/decider';
import { rejectInvalid, requireText } from '../shared/guards';
import { alreadyExists, statusGuard, type Label, type StatusGuard } from '../shared/transitions';
import { normalizeCitizenId, validateCitizenId } from '../validation/citizen-id';
import { validateMobilePhone } from '../validation/phone';
import { validateUnifiedSocialCreditCode } from '../validation/unified-social-credit-code';
import type { DistressConsultationCommand, DistressConsultationCommandType } from './commands';
import type { DistressConsultant, DistressConsultationEvent } from './events';
import type { DistressConsultationState } from './state';
import { distressConsultationVocabulary as vocabulary } from './transitions';

type Command<T extends DistressConsultationCommandType> = Extract<DistressConsultationCommand, { type: T }>;

const requireStatus: StatusGuard<DistressConsultationState, DistressConsultationCommandType> = statusGuard<
  DistressConsultationState,
  DistressConsultationCommandType
>(vocabulary);

const CONSULTATION: Label = { zh: '咨询', en: 'consultation' };

const checkedConsultant = (consultant: DistressConsultant): DistressConsultant => {
  const phone = consultant.phone.trim();
  rejectInvalid('phone', validateMobilePhone(phone));
  if (consultant.kind === 'personal') {
    const name = requireText('name', consultant.name, '姓名', 30);
    const citizenId = normalizeCitizenId(consultant.citizenId);
    rejectInvalid('citizenId', validateCitizenId(citizenId));
    return { kind: 'personal', name, citizenId, phone };
  }
  const enterpriseName = requireText('enterpriseName', consultant.enterpriseName, '企业名称', 100);
  const creditCode = consultant.creditCode.trim().toUpperCase();
  rejectInvalid('creditCode', validateUnifiedSocialCreditCode(creditCode));
  const contactName = requireText('contactName', consultant.contactName, '联系人', 30);
  return { kind: 'enterprise', enterpriseName, creditCode, contactName, phone };
};

const submit = (command: Command<'SubmitDistressConsultation'>, state: DistressConsultationState): DistressConsultationEvent[] => {
  if (state.status !== 'empty') throw alreadyExists(vocabulary, state.status, command.type);
  const consultant = checkedConsultant(command.consultant);
  const description = requireText('description', command.description, '困境情况', 2000);
  return [
    {
      type: 'DistressConsultationSubmitted',
      data: {
        consultationId: command.consultationId,
        tenantId: command.tenantId,
        consultant,
        description,
        actor: command.actor,
        at: command.at,
      },
    },
  ];
};

const allocate = (command: Command<'AllocateDistressConsultation'>, state: DistressConsultationState): DistressConsultationEvent[] => {
  requireStatus(state, command.type, 'submitted');
  verifyAllocation(command.allocation, command.handler.id);
  return [
    {
      type: 'DistressConsultationAllocated',
      data: { handler: command.handler, allocation: command.allocation, actor: command.actor, at: command.at },
    },
  ];
};

const returnToPool = (
  command: Command<'ReturnDistressConsultationToPool'>,
  state: DistressConsultationState,
): DistressConsultationEvent[] => {
  requireStatus(state, command.type, 'allocated');
  return [
    {
      type: 'DistressConsultationReturnedToPool',
      data: { previousHandler: state.handler, reason: command.reason, actor: command.actor, at: command.at },
    },
  ];
};

const handle = (command: Command<'HandleDistressConsultation'>, state: DistressConsultationState): DistressConsultationEvent[] => {
  requireStatus(state, command.type, 'allocated');
  requireActingAssignee(state.handler, command.actor, CONSULTATION);
  const opinion = requireText('opinion', command.opinion, '处理意见', 2000);
  return [{ type: 'DistressConsultationHandled', data: { opinion, actor: command.actor, at: command.at } }];
};

const complete = (command: Command<'CompleteDistressConsultation'>, state: DistressConsultationState): DistressConsultationEvent[] => {
  requireStatus(state, command.type, 'handled');
  return [{ type: 'DistressConsultationCompleted', data: { actor: command.actor, at: command.at } }];
};

export const decideDistressConsultation = (
  command: DistressConsultationCommand,
  state: DistressConsultationState,
): DistressConsultationEvent[] => {
  switch (command.type) {
    case 'SubmitDistressConsultation':
      return submit(command, state);
    case 'AllocateDistressConsultation':
      return allocate(command, state);
    case 'ReturnDistressConsultationToPool':
      return returnToPool(command, state);
    case 'HandleDistressConsultation':
      return handle(command, state);
    case 'CompleteDistressConsultation':
      return complete(command, state);
    default:
      return assertNever(command);
  }
};
