import { requireActingAssignee, verifyAllocation } from '../shared/allocation';
import { assertNever } from '../shared/decider';
import type { Actor } from '../shared/actor';
import { DomainError } from '../shared/errors';
import { rejectInvalid, requireText } from '../shared/guards';
import { alreadyExists, statusGuard, type Label, type StatusGuard } from '../shared/transitions';
import { normalizeCitizenId, validateCitizenId } from '../validation/citizen-id';
import { validateEmail } from '../validation/email';
import { validateMobilePhone } from '../validation/phone';
import { validatePositiveNumber } from '../validation/positive-number';
import { validateUnifiedSocialCreditCode } from '../validation/unified-social-credit-code';
import type { DistressConsultationCommand, DistressConsultationCommandType } from './commands';
import type { DistressConsultant, DistressConsultationEvent, DistressParticulars } from './events';
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

/** Upload-service files per application or per supply; the contract says the same. */
export const DISTRESS_MATERIALS_PER_STEP = 20;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A decimal amount in yuan, as the contract normalises it; anything else is refused like a non-positive number. */
const checkedAmount = (field: string, value: string | undefined, required: boolean): void => {
  if (!required && (value === undefined || value === '')) return;
  rejectInvalid(field, validatePositiveNumber(value !== undefined && AMOUNT.test(value) ? value : undefined));
};

const checkedCount = (field: string, value: number | undefined, required: boolean): void => {
  if (!required && value === undefined) return;
  rejectInvalid(field, validatePositiveNumber(Number.isInteger(value) ? value : undefined));
};

const checkedParticulars = (particulars: DistressParticulars, kind: DistressConsultant['kind']): DistressParticulars => {
  const email = particulars.email?.trim() || undefined;
  if (email) rejectInvalid('email', validateEmail(email));
  checkedAmount('debtAmount', particulars.debtAmount, true);
  checkedAmount('assetAmount', particulars.assetAmount, false);
  checkedAmount('monthlyIncome', particulars.monthlyIncome, false);
  checkedCount('creditorCount', particulars.creditorCount, true);
  checkedCount('employeeCount', particulars.employeeCount, kind === 'enterprise');
  return {
    ...(email ? { email } : {}),
    debtAmount: particulars.debtAmount,
    ...(particulars.assetAmount ? { assetAmount: particulars.assetAmount } : {}),
    ...(particulars.monthlyIncome ? { monthlyIncome: particulars.monthlyIncome } : {}),
    creditorCount: particulars.creditorCount,
    ...(particulars.employeeCount === undefined ? {} : { employeeCount: particulars.employeeCount }),
  };
};

const checkedFiles = (fileIds: readonly string[], required: boolean): string[] => {
  if (required && fileIds.length === 0)
    throw new DomainError('VALIDATION_FAILED', 'materialFileIds is required', '请上传补充材料', { field: 'materialFileIds' });
  if (fileIds.length > DISTRESS_MATERIALS_PER_STEP || new Set(fileIds).size !== fileIds.length)
    throw new DomainError('VALIDATION_FAILED', 'materialFileIds are too many or repeated', `材料不能超过${DISTRESS_MATERIALS_PER_STEP}个文件且不能重复`, {
      field: 'materialFileIds',
    });
  return [...fileIds];
};

/** Only the applicant who filed the consultation supplies its materials. */
const requireApplicant = (submittedBy: Actor, actor: Actor): void => {
  if (actor.kind === 'applicant' && actor.id === submittedBy.id) return;
  throw new DomainError('NOT_ASSIGNEE', 'Only the applicant supplies materials', '只有咨询申请人可以补充材料', {});
};

const submit = (command: Command<'SubmitDistressConsultation'>, state: DistressConsultationState): DistressConsultationEvent[] => {
  if (state.status !== 'empty') throw alreadyExists(vocabulary, state.status, command.type);
  const consultant = checkedConsultant(command.consultant);
  const description = requireText('description', command.description, '困境情况', 2000);
  const particulars = checkedParticulars(command.particulars, consultant.kind);
  const materialFileIds = checkedFiles(command.materialFileIds, false);
  return [
    {
      type: 'DistressConsultationSubmitted',
      data: {
        consultationId: command.consultationId,
        tenantId: command.tenantId,
        consultationNumber: command.consultationNumber,
        consultant,
        particulars,
        description,
        materialFileIds,
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

const requestMaterials = (command: Command<'RequestDistressMaterials'>, state: DistressConsultationState): DistressConsultationEvent[] => {
  requireStatus(state, command.type, 'allocated');
  requireActingAssignee(state.handler, command.actor, CONSULTATION);
  const note = requireText('note', command.note, '补充材料要求', 2000);
  return [{ type: 'DistressConsultationMaterialsRequested', data: { note, actor: command.actor, at: command.at } }];
};

const supplyMaterials = (command: Command<'SupplyDistressMaterials'>, state: DistressConsultationState): DistressConsultationEvent[] => {
  requireStatus(state, command.type, 'awaitingMaterials');
  requireApplicant(state.submittedBy, command.actor);
  const materialFileIds = checkedFiles(command.materialFileIds, true);
  const note = command.note.trim() === '' ? '' : requireText('note', command.note, '说明', 2000);
  return [{ type: 'DistressConsultationMaterialsSupplied', data: { materialFileIds, note, actor: command.actor, at: command.at } }];
};

const complete = (command: Command<'CompleteDistressConsultation'>, state: DistressConsultationState): DistressConsultationEvent[] => {
  requireStatus(state, command.type, 'handled');
  requireActingAssignee(state.handler, command.actor, CONSULTATION);
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
    case 'RequestDistressMaterials':
      return requestMaterials(command, state);
    case 'SupplyDistressMaterials':
      return supplyMaterials(command, state);
    case 'HandleDistressConsultation':
      return handle(command, state);
    case 'CompleteDistressConsultation':
      return complete(command, state);
    default:
      return assertNever(command);
  }
};
