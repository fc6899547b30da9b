import type { Actor } from '../shared/actor';
import { IllegalStateError } from '../shared/errors';
import { specify } from '../testing/given-when-then';
import { checkStateMachine, pick, type Variant } from '../testing/state-machine-properties';
import { describeTransitionTable } from '../testing/table-specs';
import type { MatterCommand, MatterCommandType } from './commands';
import { matterDecider } from './decider';
import type { MatterEvent, MatterParty } from './events';
import { matterStatusCode } from './matter-status';
import { unreadRecordsFor, type MatterState } from './state';
import { matterTransitions, matterVocabulary } from './transitions';

const at = (minute: number): string => `2024-08-12T14:${String(minute).padStart(2, '0')}:00+08:00`;

const initiator: Actor = { kind: 'staff', id: 'u-1', name: '管理人甲' };
const receiver: MatterParty = { id: 'u-2', name: '律师乙' };
const receiverActor: Actor = { kind: 'staff', ...receiver };
const outsider: Actor = { kind: 'staff', id: 'u-3', name: '旁观者' };

const ev = {
  created: (): MatterEvent => ({
    type: 'MatterCreated',
    data: { matterId: 'm-1', tenantId: 'tenant-1', initiator: { id: initiator.id, name: initiator.name }, receiver, actor: initiator, at: at(0) },
  }),
  posted: (recordId: string, by: Actor, minute: number): MatterEvent => ({
    type: 'MatterRecordPosted',
    data: { recordId, senderId: by.id, messageType: 1, content: `消息${recordId}`, actor: by, at: at(minute) },
  }),
  read: (recordId: string, by: Actor): MatterEvent => ({
    type: 'MatterRecordRead',
    data: { recordId, readerId: by.id, actor: by, at: at(9) },
  }),
  finished: (): MatterEvent => ({ type: 'MatterFinished', data: { actor: initiator, at: at(10) } }),
};

/** Two messages to the receiver and one to the initiator, none read yet. */
const conversation = [ev.created(), ev.posted('r-1', initiator, 1), ev.posted('r-2', initiator, 2), ev.posted('r-3', receiverActor, 3)];

const histories: Record<MatterState['status'], MatterEvent[]> = {
  empty: [],
  ongoing: conversation,
  ended: [...conversation, ev.finished()],
};

const commands: { [T in MatterCommandType]: Extract<MatterCommand, { type: T }> } = {
  CreateMatter: { type: 'CreateMatter', matterId: 'm-1', tenantId: 'tenant-1', receiver, actor: initiator, at: at(0) },
  PostMatterRecord: { type: 'PostMatterRecord', recordId: 'r-4', messageType: 2, content: 'file-778', actor: receiverActor, at: at(4) },
  ReadMatterRecord: { type: 'ReadMatterRecord', recordId: 'r-1', actor: receiverActor, at: at(9) },
  ReadAllMatterRecords: { type: 'ReadAllMatterRecords', actor: receiverActor, at: at(9) },
  FinishMatter: { type: 'FinishMatter', actor: initiator, at: at(10) },
};

const spec = specify(matterDecider);

describe('matter: transition table', () => {
  describeTransitionTable({
    decider: matterDecider,
    transitions: matterTransitions,
    vocabulary: matterVocabulary,
    creation: ['CreateMatter'],
    histories,
    commands,
  });
});

describe('matter: transitions', () => {
  it('create opens an ongoing (0) matter with the actor as initiator', () => {
    spec.given().when(commands.CreateMatter).then(ev.created());
    const state = spec.given().when(commands.CreateMatter).thenState();
    expect(state.status === 'ongoing' && matterStatusCode[state.status]).toBe(0);
  });

  it('a posted message moves updateTime and is unread for the other side only', () => {
    spec
      .given(...conversation)
      .when(commands.PostMatterRecord)
      .then({
        type: 'MatterRecordPosted',
        data: { recordId: 'r-4', senderId: receiver.id, messageType: 2, content: 'file-778', actor: receiverActor, at: at(4) },
      });
    const state = spec.given(...conversation).when(commands.PostMatterRecord).thenState();
    expect(state).toMatchObject({ updateTime: at(4) });
    expect(unreadRecordsFor(state, initiator.id).map((record) => record.recordId)).toEqual(['r-3', 'r-4']);
    expect(unreadRecordsFor(state, receiver.id).map((record) => record.recordId)).toEqual(['r-1', 'r-2']);
  });

  it('per-record read marks one message; reading it again, or one\'s own, emits nothing', () => {
    spec.given(...conversation).when(commands.ReadMatterRecord).then(ev.read('r-1', receiverActor));
    spec.given(...conversation, ev.read('r-1', receiverActor)).when(commands.ReadMatterRecord).then();
    spec.given(...conversation).when({ ...commands.ReadMatterRecord, recordId: 'r-3' }).then();
  });

  it('read-all marks every message addressed to the reader, and is a no-op when none is left', () => {
    spec
      .given(...conversation)
      .when(commands.ReadAllMatterRecords)
      .then({ type: 'MatterRecordsAllRead', data: { recordIds: ['r-1', 'r-2'], readerId: receiver.id, actor: receiverActor, at: at(9) } });
    const state = spec.given(...conversation).when(commands.ReadAllMatterRecords).thenState();
    expect(unreadRecordsFor(state, receiver.id)).toEqual([]);
    expect(unreadRecordsFor(state, initiator.id).map((record) => record.recordId)).toEqual(['r-3']);
    spec
      .given(...conversation, ev.read('r-1', receiverActor), ev.read('r-2', receiverActor))
      .when(commands.ReadAllMatterRecords)
      .then();
  });

  it('a cross-border matter records the receiver\'s association; a file message its file name', () => {
    const state = spec.given().when({ ...commands.CreateMatter, receiverTenantId: 'tenant-2' }).thenState();
    expect(state).toMatchObject({ tenantId: 'tenant-1', receiverTenantId: 'tenant-2' });
    expect(spec.given().when({ ...commands.CreateMatter, receiverTenantId: 'tenant-1' }).thenState()).toMatchObject({ receiverTenantId: 'tenant-1' });
    spec
      .given(...conversation)
      .when({ ...commands.PostMatterRecord, fileName: ' 债权申报表.pdf ' })
      .then({
        type: 'MatterRecordPosted',
        data: { recordId: 'r-4', senderId: receiver.id, messageType: 2, content: 'file-778', fileName: '债权申报表.pdf', actor: receiverActor, at: at(4) },
      });
  });

  it('finish ends the matter (1); its history can still be read', () => {
    spec.given(...conversation).when(commands.FinishMatter).then(ev.finished());
    spec.given(...histories.ended).when(commands.ReadMatterRecord).then(ev.read('r-1', receiverActor));
  });
});

describe('matter: guards', () => {
  it('only the two participants act on a matter', () => {
    for (const command of [commands.PostMatterRecord, commands.ReadMatterRecord, commands.ReadAllMatterRecords, commands.FinishMatter])
      spec.given(...conversation).when({ ...command, actor: outsider }).thenRefuses({ code: 'NOT_ASSIGNEE' });
  });

  it('a matter needs a receiver other than the initiator', () => {
    spec
      .given()
      .when({ ...commands.CreateMatter, receiver: { id: initiator.id, name: initiator.name } })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field: 'receiver' } });
  });

  it('refuses empty messages, unknown message types, reposted ids and unknown records', () => {
    spec.given(...conversation).when({ ...commands.PostMatterRecord, content: ' ' }).thenRefuses({ code: 'VALIDATION_FAILED' });
    spec
      .given(...conversation)
      .when({ ...commands.PostMatterRecord, messageType: 3 as unknown as 1 })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field: 'messageType' } });
    spec.given(...conversation).when({ ...commands.PostMatterRecord, recordId: 'r-1' }).thenRefuses({ code: 'ALREADY_EXISTS' });
    spec.given(...conversation).when({ ...commands.ReadMatterRecord, recordId: 'r-404' }).thenRefuses({ code: 'VALIDATION_FAILED' });
  });

  it('an ended matter takes no more messages', () => {
    spec
      .given(...histories.ended)
      .when(commands.PostMatterRecord)
      .thenRefuses({ kind: IllegalStateError, messageZh: '事项当前为“已结束”，不能发送消息' });
  });
});

const PEOPLE: Actor[] = [initiator, receiverActor, outsider];

const randomCommand = (type: MatterCommandType, state: MatterState, variant: Variant, step: number): MatterCommand => {
  const actor = pick(variant, 0, [initiator, receiverActor, initiator, receiverActor, outsider]);
  const base = { actor, at: at(step % 60) };
  const recordIds = state.status === 'empty' ? [] : state.records.map((record) => record.recordId);
  switch (type) {
    case 'CreateMatter':
      return { ...commands.CreateMatter, ...base, receiver: pick(variant, 1, PEOPLE.filter((person) => person !== actor)) };
    case 'PostMatterRecord':
      return {
        ...base,
        type,
        recordId: pick(variant, 2, [`r-${step}`, `r-${step}`, ...recordIds]),
        messageType: pick(variant, 3, [1, 2] as const),
        content: pick(variant, 4, ['你好', 'file-1', '']),
      };
    case 'ReadMatterRecord':
      return { ...base, type, recordId: pick(variant, 2, [...recordIds, 'r-unknown']) };
    case 'ReadAllMatterRecords':
    case 'FinishMatter':
      return { ...base, type };
  }
};

describe('matter: properties', () => {
  it('random command sequences stay inside the table; refusals change nothing; replay reproduces state', () => {
    checkStateMachine({
      decider: matterDecider,
      transitions: matterTransitions,
      vocabulary: matterVocabulary,
      commandTypes: Object.keys(commands) as MatterCommandType[],
      commandFor: randomCommand,
      creation: ['CreateMatter'],
    });
  });
});
