import type { TransitionTable, Vocabulary } from '../shared/transitions';
import type { StaffAccountCommandType } from './commands';
import type { StaffAccountState } from './state';

export type StaffAccountStatus = StaffAccountState['status'];

/** active ⇄ disabled. A disabled account keeps its data and can be edited, but cannot sign in. */
export const staffAccountTransitions: TransitionTable<StaffAccountStatus, StaffAccountCommandType> = {
  empty: { CreateStaffAccount: 'active' },
  active: {
    EditStaffAccount: 'active',
    SetStaffAccess: 'active',
    DisableStaffAccount: 'disabled',
    ResetStaffPassword: 'active',
    ChangeOwnPassword: 'active',
  },
  disabled: { EditStaffAccount: 'disabled', SetStaffAccess: 'disabled', EnableStaffAccount: 'active', ResetStaffPassword: 'disabled' },
};

export const staffAccountVocabulary: Vocabulary<StaffAccountStatus, StaffAccountCommandType> = {
  aggregate: { zh: '账号', en: 'staff account' },
  statuses: {
    empty: { zh: '未创建', en: 'Not created' },
    active: { zh: '启用', en: 'Active' },
    disabled: { zh: '停用', en: 'Disabled' },
  },
  actions: {
    CreateStaffAccount: { zh: '创建账号', en: 'create' },
    EditStaffAccount: { zh: '编辑账号', en: 'edit' },
    SetStaffAccess: { zh: '设置权限', en: 'set access' },
    DisableStaffAccount: { zh: '停用账号', en: 'disable' },
    EnableStaffAccount: { zh: '启用账号', en: 'enable' },
    ResetStaffPassword: { zh: '重置密码', en: 'reset the password' },
    ChangeOwnPassword: { zh: '修改密码', en: 'change the password' },
  },
};
