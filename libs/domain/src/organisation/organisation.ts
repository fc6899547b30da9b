import type { TreeNodeTypes } from '../constants/tree-node-types';
import type { Actor } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { requireText } from '../shared/guards';
import type { TransitionTable, Vocabulary } from '../shared/transitions';
import { isMobilePhone } from '../validation/phone';

/**
 * An association's organisation structure (organizationalStructure): a tree of organs (1) and
 * departments (2), the jobs of each department, and its members (3) — spec §3 tree node types.
 * One aggregate per association: a tree's rules (no cycle, no orphan, sibling order) span nodes,
 * and an association edits its structure rarely enough that one stream serialises it cheaply.
 */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;
type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

/** Units are organs (1) or departments (2); members are the tree's third node type (3). */
export type OrgUnitType = typeof TreeNodeTypes.organ.code | typeof TreeNodeTypes.department.code;

export type OrgUnit = { deptId: string; parentId: string | null; name: string; unitType: OrgUnitType; isPublic: boolean; order: number };
export type OrgJob = { jobId: string; deptId: string; name: string; order: number };
export type OrgMember = { memberId: string; deptId: string; jobId: string | null; name: string; mobile: string; isPublic: boolean; order: number };

export type OrganisationCommand =
  | CommandOf<'SaveOrgUnit', { deptId: string; parentId: string | null; name: string; unitType: OrgUnitType; isPublic: boolean }>
  | CommandOf<'DeleteOrgUnit', { deptId: string }>
  | CommandOf<'ReorderOrgUnits', { parentId: string | null; orderedIds: readonly string[] }>
  | CommandOf<'SaveOrgJob', { jobId: string; deptId: string; name: string }>
  | CommandOf<'DeleteOrgJob', { jobId: string }>
  | CommandOf<'ReorderOrgJobs', { deptId: string; orderedIds: readonly string[] }>
  | CommandOf<'SaveOrgMember', { memberId: string; deptId: string; jobId: string | null; name: string; mobile: string; isPublic: boolean }>
  | CommandOf<'DeleteOrgMember', { memberId: string }>
  | CommandOf<'ReorderOrgMembers', { deptId: string; orderedIds: readonly string[] }>;
export type OrganisationCommandType = OrganisationCommand['type'];

export type OrganisationEvent =
  | EventOf<'OrgUnitSaved', { unit: OrgUnit; created: boolean }>
  | EventOf<'OrgUnitDeleted', { deptId: string }>
  | EventOf<'OrgUnitsReordered', { parentId: string | null; orderedIds: string[] }>
  | EventOf<'OrgJobSaved', { job: OrgJob; created: boolean }>
  | EventOf<'OrgJobDeleted', { jobId: string }>
  | EventOf<'OrgJobsReordered', { deptId: string; orderedIds: string[] }>
  | EventOf<'OrgMemberSaved', { member: OrgMember; created: boolean }>
  | EventOf<'OrgMemberDeleted', { memberId: string }>
  | EventOf<'OrgMembersReordered', { deptId: string; orderedIds: string[] }>;

export type OrganisationState = {
  status: 'active';
  units: Record<string, OrgUnit>;
  jobs: Record<string, OrgJob>;
  members: Record<string, OrgMember>;
};

/** The structure always exists (empty at first), so its table has one status. */
export const organisationTransitions: TransitionTable<'active', OrganisationCommandType> = {
  active: {
    SaveOrgUnit: 'active',
    DeleteOrgUnit: 'active',
    ReorderOrgUnits: 'active',
    SaveOrgJob: 'active',
    DeleteOrgJob: 'active',
    ReorderOrgJobs: 'active',
    SaveOrgMember: 'active',
    DeleteOrgMember: 'active',
    ReorderOrgMembers: 'active',
  },
};

export const organisationVocabulary: Vocabulary<'active', OrganisationCommandType> = {
  aggregate: { zh: '组织架构', en: 'organisation structure' },
  statuses: { active: { zh: '有效', en: 'Active' } },
  actions: {
    SaveOrgUnit: { zh: '保存部门', en: 'save a department' },
    DeleteOrgUnit: { zh: '删除部门', en: 'delete a department' },
    ReorderOrgUnits: { zh: '调整部门顺序', en: 'reorder departments' },
    SaveOrgJob: { zh: '保存岗位', en: 'save a job' },
    DeleteOrgJob: { zh: '删除岗位', en: 'delete a job' },
    ReorderOrgJobs: { zh: '调整岗位顺序', en: 'reorder jobs' },
    SaveOrgMember: { zh: '保存成员', en: 'save a member' },
    DeleteOrgMember: { zh: '删除成员', en: 'delete a member' },
    ReorderOrgMembers: { zh: '调整成员顺序', en: 'reorder members' },
  },
};

const invalid = (field: string, en: string, zh: string): DomainError => new DomainError('VALIDATION_FAILED', en, zh, { field });
const refused = (en: string, zh: string, details: Record<string, unknown>): DomainError => new DomainError('VALIDATION_FAILED', en, zh, details);

const requireUnit = (state: OrganisationState, deptId: string, field = 'deptId'): OrgUnit => {
  const unit = state.units[deptId];
  if (!unit) throw invalid(field, 'No such department', '部门不存在');
  return unit;
};

const childrenOf = (state: OrganisationState, parentId: string | null): OrgUnit[] =>
  Object.values(state.units).filter((unit) => unit.parentId === parentId).sort((a, b) => a.order - b.order);

/** Whether `candidate` is `deptId` itself or lies below it: moving a unit there would make a cycle. */
const isWithin = (state: OrganisationState, candidate: string | null, deptId: string): boolean => {
  for (let current = candidate; current !== null; current = state.units[current]?.parentId ?? null) if (current === deptId) return true;
  return false;
};

const nextOrder = (orders: readonly number[]): number => (orders.length === 0 ? 1 : Math.max(...orders) + 1);

/** A reorder names exactly the current siblings, each once. */
const requireSameSet = (current: readonly string[], proposed: readonly string[]): string[] => {
  const unique = [...new Set(proposed)];
  if (unique.length !== proposed.length || unique.length !== current.length || unique.some((id) => !current.includes(id))) {
    throw invalid('orderedIds', 'The new order must list the current siblings exactly', '排序须包含且仅包含当前同级的全部节点，请刷新后重试');
  }
  return unique;
};

export const decideOrganisation = (command: OrganisationCommand, state: OrganisationState): OrganisationEvent[] => {
  const { actor, at } = command;
  switch (command.type) {
    case 'SaveOrgUnit': {
      if (command.parentId !== null) requireUnit(state, command.parentId, 'parentId');
      const existing = state.units[command.deptId];
      if (existing && isWithin(state, command.parentId, command.deptId)) throw invalid('parentId', 'A department cannot move below itself', '不能将部门移动到其自身或下级部门之下');
      const name = requireText('name', command.name, '部门名称', 50);
      const siblings = childrenOf(state, command.parentId).filter((unit) => unit.deptId !== command.deptId);
      if (siblings.some((unit) => unit.name === name)) throw invalid('name', 'A sibling has this name', `同级已有名为“${name}”的部门`);
      const order = existing && existing.parentId === command.parentId ? existing.order : nextOrder(siblings.map((unit) => unit.order));
      const unit: OrgUnit = { deptId: command.deptId, parentId: command.parentId, name, unitType: command.unitType, isPublic: command.isPublic, order };
      return [{ type: 'OrgUnitSaved', data: { unit, created: !existing, actor, at } }];
    }
    case 'DeleteOrgUnit': {
      const unit = requireUnit(state, command.deptId);
      const children = childrenOf(state, unit.deptId).length;
      const members = Object.values(state.members).filter((member) => member.deptId === unit.deptId).length;
      if (children > 0 || members > 0) {
        throw refused(
          'A department with sub-departments or members cannot be deleted',
          `“${unit.name}”下还有${children > 0 ? ` ${children} 个下级部门` : ''}${children > 0 && members > 0 ? '和' : ''}${members > 0 ? ` ${members} 名成员` : ''}，请先移走后再删除`,
          { deptId: unit.deptId, children, members },
        );
      }
      return [{ type: 'OrgUnitDeleted', data: { deptId: unit.deptId, actor, at } }];
    }
    case 'ReorderOrgUnits': {
      if (command.parentId !== null) requireUnit(state, command.parentId, 'parentId');
      const orderedIds = requireSameSet(childrenOf(state, command.parentId).map((unit) => unit.deptId), command.orderedIds);
      return [{ type: 'OrgUnitsReordered', data: { parentId: command.parentId, orderedIds, actor, at } }];
    }
    case 'SaveOrgJob': {
      requireUnit(state, command.deptId);
      const name = requireText('name', command.name, '岗位名称', 30);
      const existing = state.jobs[command.jobId];
      const siblings = Object.values(state.jobs).filter((job) => job.deptId === command.deptId && job.jobId !== command.jobId);
      if (siblings.some((job) => job.name === name)) throw invalid('name', 'The department has this job', `该部门已有“${name}”岗位`);
      const order = existing && existing.deptId === command.deptId ? existing.order : nextOrder(siblings.map((job) => job.order));
      return [{ type: 'OrgJobSaved', data: { job: { jobId: command.jobId, deptId: command.deptId, name, order }, created: !existing, actor, at } }];
    }
    case 'DeleteOrgJob': {
      const job = state.jobs[command.jobId];
      if (!job) throw invalid('jobId', 'No such job', '岗位不存在');
      const holders = Object.values(state.members).filter((member) => member.jobId === job.jobId).length;
      if (holders > 0) throw refused('A job held by members cannot be deleted', `“${job.name}”岗位还有 ${holders} 名成员，请先调整后再删除`, { jobId: job.jobId, members: holders });
      return [{ type: 'OrgJobDeleted', data: { jobId: job.jobId, actor, at } }];
    }
    case 'ReorderOrgJobs': {
      requireUnit(state, command.deptId);
      const current = Object.values(state.jobs).filter((job) => job.deptId === command.deptId).map((job) => job.jobId);
      return [{ type: 'OrgJobsReordered', data: { deptId: command.deptId, orderedIds: requireSameSet(current, command.orderedIds), actor, at } }];
    }
    case 'SaveOrgMember': {
      requireUnit(state, command.deptId);
      if (command.jobId !== null && state.jobs[command.jobId]?.deptId !== command.deptId) throw invalid('jobId', 'The job is not in this department', '所选岗位不属于该部门');
      const name = requireText('name', command.name, '成员姓名', 30);
      const mobile = command.mobile.trim();
      if (mobile !== '' && !isMobilePhone(mobile)) throw invalid('mobile', 'Not a mobile phone number', '请输入正确的手机号码');
      const existing = state.members[command.memberId];
      const siblings = Object.values(state.members).filter((member) => member.deptId === command.deptId && member.memberId !== command.memberId);
      const order = existing && existing.deptId === command.deptId ? existing.order : nextOrder(siblings.map((member) => member.order));
      const member: OrgMember = { memberId: command.memberId, deptId: command.deptId, jobId: command.jobId, name, mobile, isPublic: command.isPublic, order };
      return [{ type: 'OrgMemberSaved', data: { member, created: !existing, actor, at } }];
    }
    case 'DeleteOrgMember': {
      if (!state.members[command.memberId]) throw invalid('memberId', 'No such member', '成员不存在');
      return [{ type: 'OrgMemberDeleted', data: { memberId: command.memberId, actor, at } }];
    }
    case 'ReorderOrgMembers': {
      requireUnit(state, command.deptId);
      const current = Object.values(state.members).filter((member) => member.deptId === command.deptId).map((member) => member.memberId);
      return [{ type: 'OrgMembersReordered', data: { deptId: command.deptId, orderedIds: requireSameSet(current, command.orderedIds), actor, at } }];
    }
    default:
      return assertNever(command);
  }
};

const reordered = <T extends { order: number }>(items: Record<string, T>, orderedIds: readonly string[]): Record<string, T> => {
  const next = { ...items };
  orderedIds.forEach((id, index) => {
    const item = next[id];
    if (item) next[id] = { ...item, order: index + 1 };
  });
  return next;
};

const without = <T>(items: Record<string, T>, id: string): Record<string, T> => {
  const { [id]: _removed, ...rest } = items;
  return rest;
};

export const evolveOrganisation = (state: OrganisationState, event: OrganisationEvent): OrganisationState => {
  switch (event.type) {
    case 'OrgUnitSaved':
      return { ...state, units: { ...state.units, [event.data.unit.deptId]: event.data.unit } };
    case 'OrgUnitDeleted':
      return { ...state, units: without(state.units, event.data.deptId), jobs: Object.fromEntries(Object.entries(state.jobs).filter(([, job]) => job.deptId !== event.data.deptId)) };
    case 'OrgUnitsReordered':
      return { ...state, units: reordered(state.units, event.data.orderedIds) };
    case 'OrgJobSaved':
      return { ...state, jobs: { ...state.jobs, [event.data.job.jobId]: event.data.job } };
    case 'OrgJobDeleted':
      return { ...state, jobs: without(state.jobs, event.data.jobId) };
    case 'OrgJobsReordered':
      return { ...state, jobs: reordered(state.jobs, event.data.orderedIds) };
    case 'OrgMemberSaved':
      return { ...state, members: { ...state.members, [event.data.member.memberId]: event.data.member } };
    case 'OrgMemberDeleted':
      return { ...state, members: without(state.members, event.data.memberId) };
    case 'OrgMembersReordered':
      return { ...state, members: reordered(state.members, event.data.orderedIds) };
  }
};

export const organisationDecider: Decider<OrganisationCommand, OrganisationEvent, OrganisationState> = {
  decide: decideOrganisation,
  evolve: evolveOrganisation,
  initialState: () => ({ status: 'active', units: {}, jobs: {}, members: {} }),
};
