import { allPermissionKeys, PermissionKeys, type PermissionKey } from '../access/permission-keys';
import type { Actor } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { requireText } from '../shared/guards';
import { alreadyExists, statusGuard, type StatusGuard, type TransitionTable, type Vocabulary } from '../shared/transitions';

/**
 * A role is a named set of permission keys an association defines (allocator, editor…); staff
 * accounts hold roles and keys, and their effective keys are the union. Removing a role takes
 * its keys from every account that held it, from their next request on.
 */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;
type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type StaffRoleDefinition = { name: string; description: string; rightKeys: readonly string[] };

export type StaffRoleCommand =
  | CommandOf<'DefineStaffRole', { roleId: string; tenantId: string; definition: StaffRoleDefinition }>
  | CommandOf<'EditStaffRole', { definition: StaffRoleDefinition }>
  | CommandOf<'RemoveStaffRole', Record<never, never>>;
export type StaffRoleCommandType = StaffRoleCommand['type'];

export type StaffRoleEvent =
  | EventOf<'StaffRoleDefined', { roleId: string; tenantId: string; definition: StaffRoleDefinition }>
  | EventOf<'StaffRoleEdited', { definition: StaffRoleDefinition }>
  | EventOf<'StaffRoleRemoved', Record<never, never>>;

export type StaffRoleState =
  | { status: 'empty' }
  | { status: 'defined'; roleId: string; tenantId: string; definition: StaffRoleDefinition }
  | { status: 'removed'; roleId: string; tenantId: string; definition: StaffRoleDefinition };

export const staffRoleTransitions: TransitionTable<StaffRoleState['status'], StaffRoleCommandType> = {
  empty: { DefineStaffRole: 'defined' },
  defined: { EditStaffRole: 'defined', RemoveStaffRole: 'removed' },
  removed: {},
};

export const staffRoleVocabulary: Vocabulary<StaffRoleState['status'], StaffRoleCommandType> = {
  aggregate: { zh: '角色', en: 'role' },
  statuses: { empty: { zh: '未创建', en: 'Not created' }, defined: { zh: '有效', en: 'Defined' }, removed: { zh: '已删除', en: 'Removed' } },
  actions: {
    DefineStaffRole: { zh: '创建角色', en: 'define' },
    EditStaffRole: { zh: '编辑角色', en: 'edit' },
    RemoveStaffRole: { zh: '删除角色', en: 'remove' },
  },
};

const requireStatus: StatusGuard<StaffRoleState, StaffRoleCommandType> = statusGuard<StaffRoleState, StaffRoleCommandType>(staffRoleVocabulary);
const knownKeys = new Set<string>(allPermissionKeys);

const validDefinition = (definition: StaffRoleDefinition): StaffRoleDefinition => {
  const name = requireText('name', definition.name, '角色名称', 30);
  const description = definition.description.trim().slice(0, 200);
  const unknown = definition.rightKeys.find((key) => !knownKeys.has(key));
  if (unknown !== undefined) throw new DomainError('VALIDATION_FAILED', `Unknown permission key ${unknown}`, `未知的权限标识：${unknown}`, { field: 'rightKeys' });
  if (definition.rightKeys.length === 0) throw new DomainError('VALIDATION_FAILED', 'A role needs at least one key', '请为角色选择至少一项权限', { field: 'rightKeys' });
  return { name, description, rightKeys: [...new Set(definition.rightKeys)].sort() };
};

export const decideStaffRole = (command: StaffRoleCommand, state: StaffRoleState): StaffRoleEvent[] => {
  const { actor, at } = command;
  switch (command.type) {
    case 'DefineStaffRole':
      if (state.status !== 'empty') throw alreadyExists(staffRoleVocabulary, state.status, command.type);
      return [{ type: 'StaffRoleDefined', data: { roleId: command.roleId, tenantId: command.tenantId, definition: validDefinition(command.definition), actor, at } }];
    case 'EditStaffRole':
      requireStatus(state, command.type, 'defined');
      return [{ type: 'StaffRoleEdited', data: { definition: validDefinition(command.definition), actor, at } }];
    case 'RemoveStaffRole':
      requireStatus(state, command.type, 'defined');
      return [{ type: 'StaffRoleRemoved', data: { actor, at } }];
    default:
      return assertNever(command);
  }
};

export const evolveStaffRole = (state: StaffRoleState, event: StaffRoleEvent): StaffRoleState => {
  switch (event.type) {
    case 'StaffRoleDefined':
      return state.status === 'empty' ? { status: 'defined', roleId: event.data.roleId, tenantId: event.data.tenantId, definition: event.data.definition } : state;
    case 'StaffRoleEdited':
      return state.status === 'defined' ? { ...state, definition: event.data.definition } : state;
    case 'StaffRoleRemoved':
      return state.status === 'defined' ? { ...state, status: 'removed' } : state;
  }
};

export const staffRoleDecider: Decider<StaffRoleCommand, StaffRoleEvent, StaffRoleState> = {
  decide: decideStaffRole,
  evolve: evolveStaffRole,
  initialState: () => ({ status: 'empty' }),
};

/**
 * The roles every association starts with (the spec names none). Each is what one kind of staff
 * member does all day; the administrator holds every key.
 */
export const defaultStaffRoles: readonly { key: string; definition: { name: string; description: string; rightKeys: readonly PermissionKey[] } }[] = [
  {
    key: 'allocator',
    definition: {
      name: '分配员',
      description: '分配庭外重组申请与重组中心任务',
      rightKeys: [
        PermissionKeys.courtReformAllocate,
        PermissionKeys.courtReformQuery,
        PermissionKeys.courtReformSituation,
        PermissionKeys.csjTaskAllocateList,
        PermissionKeys.csjTaskAllocate,
        PermissionKeys.distressAllocate,
        PermissionKeys.distressQuery,
      ],
    },
  },
  {
    key: 'handler',
    definition: {
      name: '承办人',
      description: '签收、受理并办理分配给自己的案件与任务',
      rightKeys: [
        PermissionKeys.courtReformHandle,
        PermissionKeys.courtReformQuery,
        PermissionKeys.csjTaskAcceptList,
        PermissionKeys.csjTaskAccept,
        PermissionKeys.csjTaskHandleList,
        PermissionKeys.csjTaskHandle,
        PermissionKeys.distressHandle,
      ],
    },
  },
  {
    key: 'editor',
    definition: {
      name: '内容编辑',
      description: '编辑并发布新闻、知识、法规、政策、公告等门户内容',
      rightKeys: [
        PermissionKeys.singlePageContent,
        PermissionKeys.newsView,
        PermissionKeys.newsEdit,
        PermissionKeys.newsPublish,
        PermissionKeys.knowledgeView,
        PermissionKeys.knowledgeEdit,
        PermissionKeys.knowledgePublish,
        PermissionKeys.lawsView,
        PermissionKeys.lawsEdit,
        PermissionKeys.lawsPublish,
        PermissionKeys.policyView,
        PermissionKeys.policyEdit,
        PermissionKeys.policyPublish,
        PermissionKeys.friendlyLinks,
        PermissionKeys.iconLinks,
        PermissionKeys.courtReformAnnouncement,
        PermissionKeys.csjOutsideCourtNotices,
      ],
    },
  },
  {
    key: 'auditor',
    definition: { name: '审计员', description: '回放并核验案件的完整记录', rightKeys: [PermissionKeys.auditReplay, PermissionKeys.courtReformQuery] },
  },
  { key: 'administrator', definition: { name: '管理员', description: '本协会的全部权限', rightKeys: allPermissionKeys } },
];
