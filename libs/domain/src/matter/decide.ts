import { ImMessageTypes } from '../constants/im-message-types';
import type { Actor } from '../shared/actor';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { requireText } from '../shared/guards';
import { alreadyExists, statusGuard, type StatusGuard } from '../shared/transitions';
import type { MatterCommand, MatterCommandType } from './commands';
import type { MatterEvent } from './events';
import { unreadRecordsFor, type MatterState } from './state';
import { matterVocabulary as vocabulary } from './transitions';

type Command<T extends MatterCommandType> = Extract<MatterCommand, { type: T }>;
type ExistingMatter = Exclude<MatterState, { status: 'empty' }>;

const requireStatus: StatusGuard<MatterState, MatterCommandType> = statusGuard<MatterState, MatterCommandType>(vocabulary);

/** Only the two sides of a matter act on it (NOT_ASSIGNEE: the API answers 403). */
const requireParticipant = (state: ExistingMatter, actor: Actor): void => {
  if (actor.id === state.initiator.id || actor.id === state.receiver.id) return;
  throw new DomainError('NOT_ASSIGNEE', 'Only the participants of a matter may act on it', '只有事项的发起人和接收人可以操作此事项', {
    matterId: state.matterId,
  });
};

const create = (command: Command<'CreateMatter'>, state: MatterState): MatterEvent[] => {
  if (state.status !== 'empty') throw alreadyExists(vocabulary, state.status, command.type);
  const receiverName = requireText('receiver', command.receiver.name, '接收人', 50);
  if (command.receiver.id === command.actor.id)
    throw new DomainError('VALIDATION_FAILED', 'A matter needs a receiver other than its initiator', '接收人不能是发起人本人', {
      field: 'receiver',
    });
  return [
    {
      type: 'MatterCreated',
      data: {
        matterId: command.matterId,
        tenantId: command.tenantId,
        initiator: { id: command.actor.id, name: command.actor.name },
        receiver: { id: command.receiver.id, name: receiverName },
        ...(command.receiverTenantId !== undefined && command.receiverTenantId !== command.tenantId ? { receiverTenantId: command.receiverTenantId } : {}),
        actor: command.actor,
        at: command.at,
      },
    },
  ];
};

const post = (command: Command<'PostMatterRecord'>, state: MatterState): MatterEvent[] => {
  requireStatus(state, command.type, 'ongoing');
  requireParticipant(state, command.actor);
  if (state.records.some((record) => record.recordId === command.recordId))
    throw new DomainError('ALREADY_EXISTS', 'The message was already posted', '该消息已发送', { recordId: command.recordId });
  if (command.messageType !== ImMessageTypes.text.code && command.messageType !== ImMessageTypes.file.code)
    throw new DomainError('VALIDATION_FAILED', 'Unknown message type', '消息类型不正确', { field: 'messageType' });
  const isFile = command.messageType === ImMessageTypes.file.code;
  const content = isFile ? requireText('content', command.content, '文件', 200) : requireText('content', command.content, '消息内容', 2000);
  const fileName = isFile && command.fileName !== undefined ? requireText('fileName', command.fileName, '文件名', 200) : undefined;
  return [
    {
      type: 'MatterRecordPosted',
      data: {
        recordId: command.recordId,
        senderId: command.actor.id,
        messageType: command.messageType,
        content,
        ...(fileName !== undefined ? { fileName } : {}),
        actor: command.actor,
        at: command.at,
      },
    },
  ];
};

/** Reading is idempotent: one's own message, or one already read, yields no event. */
const read = (command: Command<'ReadMatterRecord'>, state: MatterState): MatterEvent[] => {
  requireStatus(state, command.type, 'ongoing', 'ended');
  requireParticipant(state, command.actor);
  const record = state.records.find((candidate) => candidate.recordId === command.recordId);
  if (record === undefined)
    throw new DomainError('VALIDATION_FAILED', 'No such message in this matter', '该消息不存在', { recordId: command.recordId });
  if (record.read || record.senderId === command.actor.id) return [];
  return [{ type: 'MatterRecordRead', data: { recordId: record.recordId, readerId: command.actor.id, actor: command.actor, at: command.at } }];
};

const readAll = (command: Command<'ReadAllMatterRecords'>, state: MatterState): MatterEvent[] => {
  requireStatus(state, command.type, 'ongoing', 'ended');
  requireParticipant(state, command.actor);
  const recordIds = unreadRecordsFor(state, command.actor.id).map((record) => record.recordId);
  if (recordIds.length === 0) return [];
  return [{ type: 'MatterRecordsAllRead', data: { recordIds, readerId: command.actor.id, actor: command.actor, at: command.at } }];
};

const finish = (command: Command<'FinishMatter'>, state: MatterState): MatterEvent[] => {
  requireStatus(state, command.type, 'ongoing');
  requireParticipant(state, command.actor);
  return [{ type: 'MatterFinished', data: { actor: command.actor, at: command.at } }];
};

export const decideMatter = (command: MatterCommand, state: MatterState): MatterEvent[] => {
  switch (command.type) {
    case 'CreateMatter':
      return create(command, state);
    case 'PostMatterRecord':
      return post(command, state);
    case 'ReadMatterRecord':
      return read(command, state);
    case 'ReadAllMatterRecords':
      return readAll(command, state);
    case 'FinishMatter':
      return finish(command, state);
    default:
      return assertNever(command);
  }
};
