import type { Actor } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { alreadyExists, statusGuard, type StatusGuard, type TransitionTable, type Vocabulary } from '../shared/transitions';
import type { Checked, FieldProblem } from '../roster-entry/roster-fields';
import { checkConsultant, checkOfficeUser, checkOrganProfile, OFFICE_NAME_MAX, type Consultant, type OfficeUser, type OrganProfile } from './member-organ-fields';
import { memberOrganKinds, type MemberOrganKind } from './member-organ-kinds';

/**
 * One member organisation (a restructuring centre's organisation or a law firm): its profile, its
 * office tree, the users of each office and, for the centre's organisations, its consultants. One
 * stream per organisation: its tree rules (no orphan, sibling names, sibling order) span offices,
 * and organisations change independently. Name and credit-code uniqueness span organisations, so
 * the read model's unique indexes hold them, in the same transaction as the events.
 */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;
type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };
type Input<T> = { [K in keyof T]?: string };

export type Office = { officeId: string; parentId: string | null; name: string; order: number };

export type MemberOrganCommand =
  | CommandOf<'RegisterMemberOrgan', { organId: string; tenantId: string; kind: MemberOrganKind; profile: Input<OrganProfile> }>
  | CommandOf<'EditMemberOrgan', { profile: Input<OrganProfile> }>
  | CommandOf<'AddOffice', { officeId: string; parentId: string | null; name: string }>
  | CommandOf<'RenameOffice', { officeId: string; name: string }>
  | CommandOf<'DeleteOffice', { officeId: string }>
  | CommandOf<'ReorderOffices', { parentId: string | null; orderedIds: readonly string[] }>
  | CommandOf<'SaveOfficeUser', { user: { userId: string; officeId: string } & Input<Omit<OfficeUser, 'userId' | 'officeId'>>; mustExist: boolean }>
  | CommandOf<'DeleteOfficeUser', { userId: string }>
  | CommandOf<'SaveConsultant', { consultant: { consultantId: string } & Input<Omit<Consultant, 'consultantId'>>; mustExist: boolean }>;
export type MemberOrganCommandType = MemberOrganCommand['type'];

export type MemberOrganEvent =
  | EventOf<'MemberOrganRegistered', { organId: string; tenantId: string; kind: MemberOrganKind; profile: OrganProfile }>
  | EventOf<'MemberOrganEdited', { profile: OrganProfile }>
  | EventOf<'OfficeAdded', { office: Office }>
  | EventOf<'OfficeRenamed', { officeId: string; name: string }>
  | EventOf<'OfficeDeleted', { officeId: string }>
  | EventOf<'OfficesReordered', { parentId: string | null; orderedIds: string[] }>
  | EventOf<'OfficeUserSaved', { user: OfficeUser; created: boolean }>
  | EventOf<'OfficeUserDeleted', { userId: string }>
  | EventOf<'ConsultantSaved', { consultant: Consultant; created: boolean }>;

export type MemberOrgan = {
  organId: string;
  tenantId: string;
  kind: MemberOrganKind;
  profile: OrganProfile;
  offices: Record<string, Office>;
  users: Record<string, OfficeUser>;
  consultants: Record<string, Consultant>;
};
export type MemberOrganState = { status: 'empty' } | ({ status: 'active' } & MemberOrgan);
export type MemberOrganStatus = MemberOrganState['status'];

export const memberOrganTransitions: TransitionTable<MemberOrganStatus, MemberOrganCommandType> = {
  empty: { RegisterMemberOrgan: 'active' },
  active: {
    EditMemberOrgan: 'active',
    AddOffice: 'active',
    RenameOffice: 'active',
    DeleteOffice: 'active',
    ReorderOffices: 'active',
    SaveOfficeUser: 'active',
    DeleteOfficeUser: 'active',
    SaveConsultant: 'active',
  },
};

export const memberOrganVocabulary: Vocabulary<MemberOrganStatus, MemberOrganCommandType> = {
  aggregate: { zh: '机构', en: 'organisation' },
  statuses: { empty: { zh: '未登记', en: 'Not registered' }, active: { zh: '有效', en: 'Active' } },
  actions: {
    RegisterMemberOrgan: { zh: '新增机构', en: 'add an organisation' },
    EditMemberOrgan: { zh: '编辑机构', en: 'edit an organisation' },
    AddOffice: { zh: '新增部门', en: 'add an office' },
    RenameOffice: { zh: '重命名部门', en: 'rename an office' },
    DeleteOffice: { zh: '删除部门', en: 'delete an office' },
    ReorderOffices: { zh: '调整部门顺序', en: 'reorder offices' },
    SaveOfficeUser: { zh: '保存人员', en: 'save an office user' },
    DeleteOfficeUser: { zh: '删除人员', en: 'delete an office user' },
    SaveConsultant: { zh: '保存顾问', en: 'save a consultant' },
  },
};

const requireStatus: StatusGuard<MemberOrganState, MemberOrganCommandType> = statusGuard<MemberOrganState, MemberOrganCommandType>(memberOrganVocabulary);

const invalid = (field: string, en: string, zh: string, details: Record<string, unknown> = {}): DomainError => new DomainError('VALIDATION_FAILED', en, zh, { field, ...details });

/** The first problem as the refusal; all of them in its details, for a form to show beside each field. */
const accept = <T>(checked: Checked<T>): T => {
  if (checked.ok) return checked.value;
  const [first] = checked.problems as [FieldProblem, ...FieldProblem[]];
  throw new DomainError('VALIDATION_FAILED', first.en, first.zh, { field: first.field, problems: checked.problems });
};

const requireOffice = (state: MemberOrgan, officeId: string, field = 'officeId'): Office => {
  const office = state.offices[officeId];
  if (!office) throw invalid(field, 'No such office', '部门不存在');
  return office;
};

export const officeChildren = (offices: Record<string, Office>, parentId: string | null): Office[] =>
  Object.values(offices)
    .filter((office) => office.parentId === parentId)
    .sort((a, b) => a.order - b.order);

const officeName = (state: MemberOrgan, parentId: string | null, name: string, officeId: string): string => {
  const trimmed = name.trim();
  if (trimmed === '') throw invalid('name', 'Office name is required', '请填写部门名称');
  if (trimmed.length > OFFICE_NAME_MAX) throw invalid('name', 'Office name is too long', `部门名称不能超过${OFFICE_NAME_MAX}个字`);
  if (officeChildren(state.offices, parentId).some((office) => office.officeId !== officeId && office.name === trimmed)) {
    throw invalid('name', 'A sibling office has this name', `同级已有名为“${trimmed}”的部门`);
  }
  return trimmed;
};

const requireSameSet = (current: readonly string[], proposed: readonly string[]): string[] => {
  const unique = [...new Set(proposed)];
  if (unique.length !== proposed.length || unique.length !== current.length || unique.some((id) => !current.includes(id))) {
    throw invalid('orderedIds', 'The new order must list the current siblings exactly', '排序须包含且仅包含当前同级的全部部门，请刷新后重试');
  }
  return unique;
};

export const decideMemberOrgan = (command: MemberOrganCommand, state: MemberOrganState): MemberOrganEvent[] => {
  const { actor, at } = command;
  if (command.type === 'RegisterMemberOrgan') {
    if (state.status !== 'empty') throw alreadyExists(memberOrganVocabulary, state.status, command.type);
    const profile = accept(checkOrganProfile(command.profile, { name: `${memberOrganKinds[command.kind].noun.zh}名称` }));
    return [{ type: 'MemberOrganRegistered', data: { organId: command.organId, tenantId: command.tenantId, kind: command.kind, profile, actor, at } }];
  }
  requireStatus(state, command.type, 'active');
  switch (command.type) {
    case 'EditMemberOrgan':
      return [{ type: 'MemberOrganEdited', data: { profile: accept(checkOrganProfile(command.profile, { name: `${memberOrganKinds[state.kind].noun.zh}名称` })), actor, at } }];
    case 'AddOffice': {
      if (state.offices[command.officeId]) return [];
      if (command.parentId !== null) requireOffice(state, command.parentId, 'deptPid');
      const name = officeName(state, command.parentId, command.name, command.officeId);
      const orders = officeChildren(state.offices, command.parentId).map((office) => office.order);
      const order = orders.length === 0 ? 1 : Math.max(...orders) + 1;
      return [{ type: 'OfficeAdded', data: { office: { officeId: command.officeId, parentId: command.parentId, name, order }, actor, at } }];
    }
    case 'RenameOffice': {
      const office = requireOffice(state, command.officeId);
      return [{ type: 'OfficeRenamed', data: { officeId: office.officeId, name: officeName(state, office.parentId, command.name, office.officeId), actor, at } }];
    }
    case 'DeleteOffice': {
      const office = requireOffice(state, command.officeId);
      const children = officeChildren(state.offices, office.officeId).length;
      const users = Object.values(state.users).filter((user) => user.officeId === office.officeId).length;
      if (children > 0 || users > 0) {
        const parts = [children > 0 ? `${children} 个下级部门` : '', users > 0 ? `${users} 名人员` : ''].filter(Boolean).join('和');
        throw invalid('officeId', 'An office with sub-offices or users cannot be deleted', `“${office.name}”下还有${parts}，请先移走后再删除`, { children, users });
      }
      return [{ type: 'OfficeDeleted', data: { officeId: office.officeId, actor, at } }];
    }
    case 'ReorderOffices': {
      if (command.parentId !== null) requireOffice(state, command.parentId, 'deptPid');
      const orderedIds = requireSameSet(officeChildren(state.offices, command.parentId).map((office) => office.officeId), command.orderedIds);
      return [{ type: 'OfficesReordered', data: { parentId: command.parentId, orderedIds, actor, at } }];
    }
    case 'SaveOfficeUser': {
      const existing = state.users[command.user.userId];
      if (command.mustExist && !existing) throw invalid('userId', 'No such user', '人员不存在');
      requireOffice(state, command.user.officeId);
      const user = accept(checkOfficeUser(command.user));
      const holder = Object.values(state.users).find((other) => other.userId !== user.userId && other.mobileNo === user.mobileNo);
      if (holder) throw invalid('mobileNo', 'Another user of this organisation has this mobile number', `手机号码 ${user.mobileNo} 已是本${memberOrganKinds[state.kind].noun.zh}人员“${holder.userName}”的号码`);
      return [{ type: 'OfficeUserSaved', data: { user, created: !existing, actor, at } }];
    }
    case 'DeleteOfficeUser':
      if (!state.users[command.userId]) throw invalid('userId', 'No such user', '人员不存在');
      return [{ type: 'OfficeUserDeleted', data: { userId: command.userId, actor, at } }];
    case 'SaveConsultant': {
      if (!memberOrganKinds[state.kind].consultants) throw invalid('consultantId', 'This kind of organisation keeps no consultants', `${memberOrganKinds[state.kind].noun.zh}不设顾问`);
      const existing = state.consultants[command.consultant.consultantId];
      if (command.mustExist && !existing) throw invalid('consultantId', 'No such consultant', '顾问不存在');
      const consultant = accept(checkConsultant(command.consultant));
      return [{ type: 'ConsultantSaved', data: { consultant, created: !existing, actor, at } }];
    }
    default:
      return assertNever(command);
  }
};

const without = <T>(items: Record<string, T>, id: string): Record<string, T> => {
  const { [id]: _removed, ...rest } = items;
  return rest;
};

export const evolveMemberOrgan = (state: MemberOrganState, event: MemberOrganEvent): MemberOrganState => {
  if (event.type === 'MemberOrganRegistered') {
    if (state.status !== 'empty') return state;
    const { organId, tenantId, kind, profile } = event.data;
    return { status: 'active', organId, tenantId, kind, profile, offices: {}, users: {}, consultants: {} };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'MemberOrganEdited':
      return { ...state, profile: event.data.profile };
    case 'OfficeAdded':
      return { ...state, offices: { ...state.offices, [event.data.office.officeId]: event.data.office } };
    case 'OfficeRenamed': {
      const office = state.offices[event.data.officeId];
      return office ? { ...state, offices: { ...state.offices, [office.officeId]: { ...office, name: event.data.name } } } : state;
    }
    case 'OfficeDeleted':
      return { ...state, offices: without(state.offices, event.data.officeId) };
    case 'OfficesReordered': {
      const offices = { ...state.offices };
      event.data.orderedIds.forEach((id, index) => {
        const office = offices[id];
        if (office) offices[id] = { ...office, order: index + 1 };
      });
      return { ...state, offices };
    }
    case 'OfficeUserSaved':
      return { ...state, users: { ...state.users, [event.data.user.userId]: event.data.user } };
    case 'OfficeUserDeleted':
      return { ...state, users: without(state.users, event.data.userId) };
    case 'ConsultantSaved':
      return { ...state, consultants: { ...state.consultants, [event.data.consultant.consultantId]: event.data.consultant } };
  }
};

export const memberOrganDecider: Decider<MemberOrganCommand, MemberOrganEvent, MemberOrganState> = {
  decide: decideMemberOrgan,
  evolve: evolveMemberOrgan,
  initialState: () => ({ status: 'empty' }),
};
