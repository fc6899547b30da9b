import { allPermissionKeys } from '../access/permission-keys';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { requireText } from '../shared/guards';
import { alreadyExists, statusGuard, type StatusGuard } from '../shared/transitions';
import { isMobilePhone } from '../validation/phone';
import type { StaffAccess, StaffAccountCommand, StaffAccountCommandType, StaffProfile } from './commands';
import type { StaffAccountEvent } from './events';
import type { StaffAccountState } from './state';
import { staffAccountVocabulary as vocabulary } from './transitions';

type Command<T extends StaffAccountCommandType> = Extract<StaffAccountCommand, { type: T }>;
type Existing = Exclude<StaffAccountState, { status: 'empty' }>;

const requireStatus: StatusGuard<StaffAccountState, StaffAccountCommandType> = statusGuard<StaffAccountState, StaffAccountCommandType>(vocabulary);

const invalid = (field: string, en: string, zh: string): DomainError => new DomainError('VALIDATION_FAILED', en, zh, { field });

const LOGIN_ID = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

const validProfile = (profile: StaffProfile): StaffProfile => {
  const name = requireText('name', profile.name, '姓名', 30);
  const mobile = profile.mobile.trim();
  if (mobile !== '' && !isMobilePhone(mobile)) throw invalid('mobile', 'Not a mobile phone number', '请输入正确的手机号码');
  return { name, mobile };
};

const knownKeys = new Set<string>(allPermissionKeys);

/** Keys must be the platform's own; duplicates collapse; order is kept stable for diffs. */
const validAccess = (access: StaffAccess): StaffAccess => {
  const unknown = access.rightKeys.find((key) => !knownKeys.has(key));
  if (unknown !== undefined) throw invalid('rightKeys', `Unknown permission key ${unknown}`, `未知的权限标识：${unknown}`);
  return { rightKeys: [...new Set(access.rightKeys)].sort(), roleIds: [...new Set(access.roleIds)].sort() };
};

/** Someone who manages accounts cannot lock themselves out of doing so. */
const requireNotSelf = (state: Existing, command: StaffAccountCommand, en: string, zh: string): void => {
  if (command.actor.id === state.accountId) throw invalid('accountId', en, zh);
};

const create = (command: Command<'CreateStaffAccount'>, state: StaffAccountState): StaffAccountEvent[] => {
  if (state.status !== 'empty') throw alreadyExists(vocabulary, state.status, command.type);
  if (!LOGIN_ID.test(command.loginId))
    throw invalid('loginId', 'A login id is 3–32 letters, digits, _ . or -, starting with a letter', '账号须为3–32位字母、数字或 _ . -，以字母开头');
  const { actor, at, accountId, tenantId, loginId, mustChangePassword } = command;
  const profile = validProfile(command.profile);
  return [{ type: 'StaffAccountCreated', data: { accountId, tenantId, loginId, profile, access: validAccess(command.access), mustChangePassword, actor, at } }];
};

const edit = (command: Command<'EditStaffAccount'>, state: StaffAccountState): StaffAccountEvent[] => {
  requireStatus(state, command.type, 'active', 'disabled');
  return [{ type: 'StaffAccountEdited', data: { profile: validProfile(command.profile), actor: command.actor, at: command.at } }];
};

const setAccess = (command: Command<'SetStaffAccess'>, state: StaffAccountState): StaffAccountEvent[] => {
  requireStatus(state, command.type, 'active', 'disabled');
  const access = validAccess(command.access);
  const before = new Set(state.access.rightKeys);
  const after = new Set(access.rightKeys);
  return [
    {
      type: 'StaffAccessSet',
      data: {
        access,
        added: access.rightKeys.filter((key) => !before.has(key)),
        removed: state.access.rightKeys.filter((key) => !after.has(key)),
        actor: command.actor,
        at: command.at,
      },
    },
  ];
};

const disable = (command: Command<'DisableStaffAccount'>, state: StaffAccountState): StaffAccountEvent[] => {
  requireStatus(state, command.type, 'active');
  requireNotSelf(state, command, 'You cannot disable your own account', '不能停用自己的账号');
  const reason = requireText('reason', command.reason, '停用原因', 200);
  return [{ type: 'StaffAccountDisabled', data: { reason, actor: command.actor, at: command.at } }];
};

const enable = (command: Command<'EnableStaffAccount'>, state: StaffAccountState): StaffAccountEvent[] => {
  requireStatus(state, command.type, 'disabled');
  return [{ type: 'StaffAccountEnabled', data: { actor: command.actor, at: command.at } }];
};

const resetPassword = (command: Command<'ResetStaffPassword'>, state: StaffAccountState): StaffAccountEvent[] => {
  requireStatus(state, command.type, 'active', 'disabled');
  requireNotSelf(state, command, 'Change your own password instead of resetting it', '请通过“修改密码”更改自己的密码');
  return [{ type: 'StaffPasswordReset', data: { actor: command.actor, at: command.at } }];
};

const changeOwnPassword = (command: Command<'ChangeOwnPassword'>, state: StaffAccountState): StaffAccountEvent[] => {
  requireStatus(state, command.type, 'active');
  if (command.actor.id !== state.accountId)
    throw new DomainError('NOT_ASSIGNEE', 'Only the account holder changes its password', '只能修改自己的密码', { accountId: state.accountId });
  return [{ type: 'StaffPasswordChanged', data: { actor: command.actor, at: command.at } }];
};

export const decideStaffAccount = (command: StaffAccountCommand, state: StaffAccountState): StaffAccountEvent[] => {
  switch (command.type) {
    case 'CreateStaffAccount':
      return create(command, state);
    case 'EditStaffAccount':
      return edit(command, state);
    case 'SetStaffAccess':
      return setAccess(command, state);
    case 'DisableStaffAccount':
      return disable(command, state);
    case 'EnableStaffAccount':
      return enable(command, state);
    case 'ResetStaffPassword':
      return resetPassword(command, state);
    case 'ChangeOwnPassword':
      return changeOwnPassword(command, state);
    default:
      return assertNever(command);
  }
};
