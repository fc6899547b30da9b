import { PermissionKeys } from '../access/permission-keys';
import type { Actor } from '../shared/actor';
import { specify } from '../testing/given-when-then';
import { describeTransitionTable } from '../testing/table-specs';
import { decideStaffRole, defaultStaffRoles, staffRoleDecider, staffRoleTransitions, staffRoleVocabulary, type StaffRoleEvent } from '../staff-role/staff-role';
import type { StaffAccountCommand, StaffAccountCommandType } from './commands';
import { staffAccountDecider } from './decider';
import type { StaffAccountEvent } from './events';
import type { StaffAccountState } from './state';
import { staffAccountTransitions, staffAccountVocabulary } from './transitions';

const at = '2026-11-24T09:00:00.000Z';
const admin: Actor = { kind: 'staff', id: 'admin-1', name: '管理员' };
const holder: Actor = { kind: 'staff', id: 'acc-1', name: '分配员 王芳' };
const profile = { name: '分配员 王芳', mobile: '13800000001' };
const access = { rightKeys: [PermissionKeys.courtReformAllocate], roleIds: [] };

const ev = {
  created: (): StaffAccountEvent => ({
    type: 'StaffAccountCreated',
    data: { accountId: 'acc-1', tenantId: 't-1', loginId: 'wangfang', profile, access, mustChangePassword: true, actor: admin, at },
  }),
  disabled: (): StaffAccountEvent => ({ type: 'StaffAccountDisabled', data: { reason: '离职', actor: admin, at } }),
};

const histories: Record<StaffAccountState['status'], StaffAccountEvent[]> = {
  empty: [],
  active: [ev.created()],
  disabled: [ev.created(), ev.disabled()],
};

const commands: { [T in StaffAccountCommandType]: Extract<StaffAccountCommand, { type: T }> } = {
  CreateStaffAccount: { type: 'CreateStaffAccount', accountId: 'acc-1', tenantId: 't-1', loginId: 'wangfang', profile, access, mustChangePassword: true, actor: admin, at },
  EditStaffAccount: { type: 'EditStaffAccount', profile: { ...profile, mobile: '13900000001' }, actor: admin, at },
  SetStaffAccess: { type: 'SetStaffAccess', access: { rightKeys: [PermissionKeys.courtReformQuery], roleIds: ['r-1'] }, actor: admin, at },
  DisableStaffAccount: { type: 'DisableStaffAccount', reason: '离职', actor: admin, at },
  EnableStaffAccount: { type: 'EnableStaffAccount', actor: admin, at },
  ResetStaffPassword: { type: 'ResetStaffPassword', actor: admin, at },
  ChangeOwnPassword: { type: 'ChangeOwnPassword', actor: holder, at },
};

const spec = specify(staffAccountDecider);

describe('staff account: transition table', () => {
  describeTransitionTable({
    decider: staffAccountDecider,
    transitions: staffAccountTransitions,
    vocabulary: staffAccountVocabulary,
    creation: ['CreateStaffAccount'],
    histories,
    commands,
  });
});

describe('staff account: rules', () => {
  it('starts an account that must change its temporary password, and records which keys an access change adds and removes', () => {
    expect(spec.given().when(commands.CreateStaffAccount).thenState()).toMatchObject({ status: 'active', mustChangePassword: true });
    spec
      .given(ev.created())
      .when(commands.SetStaffAccess)
      .then({
        type: 'StaffAccessSet',
        data: {
          access: { rightKeys: [PermissionKeys.courtReformQuery], roleIds: ['r-1'] },
          added: [PermissionKeys.courtReformQuery],
          removed: [PermissionKeys.courtReformAllocate],
          actor: admin,
          at,
        },
      });
  });

  it('refuses unknown keys, a malformed login id, a bad mobile number and a disable without reason', () => {
    spec.given(ev.created()).when({ ...commands.SetStaffAccess, access: { rightKeys: ['root:all'], roleIds: [] } }).thenRefuses({ code: 'VALIDATION_FAILED', messageZh: '未知的权限标识：root:all' });
    spec.given().when({ ...commands.CreateStaffAccount, loginId: '1x' }).thenRefuses({ code: 'VALIDATION_FAILED', details: { field: 'loginId' } });
    spec.given().when({ ...commands.CreateStaffAccount, profile: { name: '张三', mobile: '123' } }).thenRefuses({ details: { field: 'mobile' } });
    spec.given(ev.created()).when({ ...commands.DisableStaffAccount, reason: ' ' }).thenRefuses({ messageZh: '请填写停用原因' });
  });

  it('never lets someone disable their own account or reset their own password, and only the holder changes it', () => {
    spec.given(ev.created()).when({ ...commands.DisableStaffAccount, actor: holder }).thenRefuses({ messageZh: '不能停用自己的账号' });
    spec.given(ev.created()).when({ ...commands.ResetStaffPassword, actor: holder }).thenRefuses({ code: 'VALIDATION_FAILED' });
    spec.given(ev.created()).when({ ...commands.ChangeOwnPassword, actor: admin }).thenRefuses({ code: 'NOT_ASSIGNEE' });
    const changed = spec.given(ev.created()).when(commands.ChangeOwnPassword).thenState();
    expect(changed).toMatchObject({ mustChangePassword: false });
  });
});

describe('staff role', () => {
  const defined: StaffRoleEvent = {
    type: 'StaffRoleDefined',
    data: { roleId: 'r-1', tenantId: 't-1', definition: { name: '分配员', description: '', rightKeys: [PermissionKeys.courtReformAllocate] }, actor: admin, at },
  };
  describeTransitionTable({
    decider: staffRoleDecider,
    transitions: staffRoleTransitions,
    vocabulary: staffRoleVocabulary,
    creation: ['DefineStaffRole'],
    histories: { empty: [], defined: [defined], removed: [defined, { type: 'StaffRoleRemoved', data: { actor: admin, at } }] },
    commands: {
      DefineStaffRole: { type: 'DefineStaffRole', roleId: 'r-1', tenantId: 't-1', definition: defined.data.definition, actor: admin, at },
      EditStaffRole: { type: 'EditStaffRole', definition: { name: '分配专员', description: '分配案件', rightKeys: [PermissionKeys.courtReformAllocate] }, actor: admin, at },
      RemoveStaffRole: { type: 'RemoveStaffRole', actor: admin, at },
    },
  });

  it('needs at least one known key', () => {
    expect(() => decideStaffRole({ type: 'DefineStaffRole', roleId: 'r', tenantId: 't', definition: { name: '空', description: '', rightKeys: [] }, actor: admin, at }, { status: 'empty' })).toThrow('A role needs at least one key');
  });

  it('seeds five roles whose keys are all known, the administrator holding every key', () => {
    expect(defaultStaffRoles.map((role) => role.key)).toEqual(['allocator', 'handler', 'editor', 'auditor', 'administrator']);
    for (const role of defaultStaffRoles) {
      expect(() => decideStaffRole({ type: 'DefineStaffRole', roleId: role.key, tenantId: 't', definition: role.definition, actor: admin, at }, { status: 'empty' })).not.toThrow();
    }
  });
});
