import type { Actor } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { alreadyExists, statusGuard, type StatusGuard, type TransitionTable, type Vocabulary } from '../shared/transitions';
import { checkInstitution, checkMember, type Checked, type InstitutionInput, type MemberInput, type RosterInstitution, type RosterMember } from './roster-fields';

/**
 * One entry of an association's roster (名录): an institution of one organisation type with its
 * members. One stream per entry: entries are edited independently, and an imported row is one
 * append, so it lands whole or not at all. The credit code's uniqueness per association and type
 * spans entries, so the read model's unique index holds it, not this decider.
 */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;
type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type RosterEntryCommand =
  | CommandOf<'RegisterRosterEntry', { entryId: string; tenantId: string; institution: InstitutionInput; members: readonly MemberInput[] }>
  | CommandOf<'EditRosterEntry', { institution: InstitutionInput }>
  | CommandOf<'RemoveRosterEntry', Record<never, never>>
  | CommandOf<'SaveRosterMember', { member: MemberInput }>
  | CommandOf<'RemoveRosterMember', { memberId: string }>;
export type RosterEntryCommandType = RosterEntryCommand['type'];

export type RosterEntryEvent =
  | EventOf<'RosterEntryRegistered', { entryId: string; tenantId: string; institution: RosterInstitution; members: RosterMember[] }>
  | EventOf<'RosterEntryEdited', { institution: RosterInstitution }>
  | EventOf<'RosterEntryRemoved', Record<never, never>>
  | EventOf<'RosterMemberSaved', { member: RosterMember; created: boolean }>
  | EventOf<'RosterMemberRemoved', { memberId: string }>;

type Entry = { entryId: string; tenantId: string; institution: RosterInstitution; members: Record<string, RosterMember> };
export type RosterEntryState = { status: 'empty' } | ({ status: 'active' } & Entry) | ({ status: 'removed' } & Entry);
export type RosterEntryStatus = RosterEntryState['status'];

export const rosterEntryTransitions: TransitionTable<RosterEntryStatus, RosterEntryCommandType> = {
  empty: { RegisterRosterEntry: 'active' },
  active: { EditRosterEntry: 'active', RemoveRosterEntry: 'removed', SaveRosterMember: 'active', RemoveRosterMember: 'active' },
  removed: {},
};

export const rosterEntryVocabulary: Vocabulary<RosterEntryStatus, RosterEntryCommandType> = {
  aggregate: { zh: '名录机构', en: 'roster entry' },
  statuses: { empty: { zh: '未登记', en: 'Not registered' }, active: { zh: '在册', en: 'Active' }, removed: { zh: '已移除', en: 'Removed' } },
  actions: {
    RegisterRosterEntry: { zh: '登记', en: 'register' },
    EditRosterEntry: { zh: '编辑', en: 'edit' },
    RemoveRosterEntry: { zh: '移除', en: 'remove' },
    SaveRosterMember: { zh: '保存成员', en: 'save a member' },
    RemoveRosterMember: { zh: '删除成员', en: 'remove a member' },
  },
};

const requireStatus: StatusGuard<RosterEntryState, RosterEntryCommandType> = statusGuard<RosterEntryState, RosterEntryCommandType>(rosterEntryVocabulary);

/** The first problem as the refusal; the rest are in its details for a form to show beside each field. */
const accept = <T>(checked: Checked<T>): T => {
  if (checked.ok) return checked.value;
  const [first] = checked.problems;
  throw new DomainError('VALIDATION_FAILED', first!.en, first!.zh, { field: first!.field, problems: checked.problems });
};

const requireDistinctCitizenIds = (members: readonly RosterMember[]): void => {
  const seen = new Set<string>();
  for (const member of members) {
    if (seen.has(member.citizenId)) throw new DomainError('VALIDATION_FAILED', 'Two members share a citizen ID', `身份证号码 ${member.citizenId} 重复`, { field: 'citizenId' });
    seen.add(member.citizenId);
  }
};

export const decideRosterEntry = (command: RosterEntryCommand, state: RosterEntryState): RosterEntryEvent[] => {
  const { actor, at } = command;
  switch (command.type) {
    case 'RegisterRosterEntry': {
      if (state.status !== 'empty') throw alreadyExists(rosterEntryVocabulary, state.status, command.type);
      const institution = accept(checkInstitution(command.institution));
      const members = command.members.map((member) => accept(checkMember(member)));
      requireDistinctCitizenIds(members);
      return [{ type: 'RosterEntryRegistered', data: { entryId: command.entryId, tenantId: command.tenantId, institution, members, actor, at } }];
    }
    case 'EditRosterEntry':
      requireStatus(state, command.type, 'active');
      return [{ type: 'RosterEntryEdited', data: { institution: accept(checkInstitution(command.institution)), actor, at } }];
    case 'RemoveRosterEntry':
      requireStatus(state, command.type, 'active');
      return [{ type: 'RosterEntryRemoved', data: { actor, at } }];
    case 'SaveRosterMember': {
      requireStatus(state, command.type, 'active');
      const member = accept(checkMember(command.member));
      requireDistinctCitizenIds([...Object.values(state.members).filter((other) => other.memberId !== member.memberId), member]);
      return [{ type: 'RosterMemberSaved', data: { member, created: !state.members[member.memberId], actor, at } }];
    }
    case 'RemoveRosterMember':
      requireStatus(state, command.type, 'active');
      if (!state.members[command.memberId]) throw new DomainError('VALIDATION_FAILED', 'No such member', '成员不存在', { field: 'memberId' });
      return [{ type: 'RosterMemberRemoved', data: { memberId: command.memberId, actor, at } }];
    default:
      return assertNever(command);
  }
};

export const evolveRosterEntry = (state: RosterEntryState, event: RosterEntryEvent): RosterEntryState => {
  switch (event.type) {
    case 'RosterEntryRegistered':
      if (state.status !== 'empty') return state;
      return {
        status: 'active',
        entryId: event.data.entryId,
        tenantId: event.data.tenantId,
        institution: event.data.institution,
        members: Object.fromEntries(event.data.members.map((member) => [member.memberId, member])),
      };
    case 'RosterEntryEdited':
      return state.status === 'active' ? { ...state, institution: event.data.institution } : state;
    case 'RosterEntryRemoved':
      return state.status === 'active' ? { ...state, status: 'removed' } : state;
    case 'RosterMemberSaved':
      return state.status === 'active' ? { ...state, members: { ...state.members, [event.data.member.memberId]: event.data.member } } : state;
    case 'RosterMemberRemoved': {
      if (state.status !== 'active') return state;
      const { [event.data.memberId]: _removed, ...members } = state.members;
      return { ...state, members };
    }
  }
};

export const rosterEntryDecider: Decider<RosterEntryCommand, RosterEntryEvent, RosterEntryState> = {
  decide: decideRosterEntry,
  evolve: evolveRosterEntry,
  initialState: () => ({ status: 'empty' }),
};
