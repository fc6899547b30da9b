import { parseInstant } from '../format/instant';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { illegalState, statusGuard, type Label, type StatusGuard } from '../shared/transitions';
import type { ContentItemCommand, ContentItemCommandType } from './commands';
import { checkedContent, invalidContentField } from './content-draft';
import type { ContentItemEvent } from './events';
import type { ContentItemState } from './state';
import { contentItemVocabulary as vocabulary } from './transitions';

type Command<T extends ContentItemCommandType> = Extract<ContentItemCommand, { type: T }>;

const requireStatus: StatusGuard<ContentItemState, ContentItemCommandType> = statusGuard<ContentItemState, ContentItemCommandType>(
  vocabulary,
);

const PINNED: Label = { zh: '已置顶', en: 'pinned' };
const NOT_PINNED: Label = { zh: '未置顶', en: 'not pinned' };
const NOT_SCHEDULED: Label = { zh: '未设置定时发布', en: 'not scheduled' };

/** saveOrUpdate: creates the item when it does not exist yet, otherwise updates it in place. */
const save = (command: Command<'SaveContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  if (state.status === 'deleted') throw illegalState(vocabulary, state.status, command.type);
  const content = checkedContent(command.content);
  if (state.status === 'empty')
    return [
      {
        type: 'ContentItemCreated',
        data: { contentId: command.contentId, tenantId: command.tenantId, content, actor: command.actor, at: command.at },
      },
    ];
  if (command.contentId !== state.contentId || command.tenantId !== state.tenantId)
    throw invalidContentField('contentId', 'The command names another content item', '内容编号不一致');
  if (content.kind !== state.kind) throw invalidContentField('kind', 'The kind of an item never changes', '内容类型不能修改');
  return [{ type: 'ContentItemUpdated', data: { content, actor: command.actor, at: command.at } }];
};

/** An older revision's fields saved again, as a new revision that says where it came from. */
const restore = (command: Command<'RestoreContentRevision'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished', 'published');
  const content = checkedContent(command.content);
  if (content.kind !== state.kind) throw invalidContentField('kind', 'The revision is of another kind', '该版本的内容类型不一致');
  if (!Number.isInteger(command.fromVersion) || command.fromVersion < 1)
    throw invalidContentField('fromVersion', 'Choose a recorded revision', '请选择要恢复的版本');
  return [{ type: 'ContentItemUpdated', data: { content, restoredFrom: command.fromVersion, actor: command.actor, at: command.at } }];
};

const publish = (command: Command<'PublishContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished');
  if (command.bySchedule === undefined) return [{ type: 'ContentItemPublished', data: { actor: command.actor, at: command.at } }];
  // A cancelled or moved schedule never publishes: only the time still set may.
  if (state.scheduledAt !== command.bySchedule)
    throw new DomainError('ILLEGAL_STATE', 'The item is no longer scheduled for this time', '定时发布已取消或已更改', {
      reason: 'SCHEDULE_NOT_CURRENT',
    });
  return [{ type: 'ContentItemPublished', data: { scheduledFor: command.bySchedule, actor: command.actor, at: command.at } }];
};

const unpublish = (command: Command<'UnpublishContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'published');
  return [{ type: 'ContentItemUnpublished', data: { actor: command.actor, at: command.at } }];
};

const pin = (command: Command<'PinContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished', 'published');
  if (state.pinned) throw illegalState(vocabulary, state.status, command.type, PINNED);
  return [{ type: 'ContentItemPinned', data: { actor: command.actor, at: command.at } }];
};

const unpin = (command: Command<'UnpinContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished', 'published');
  if (!state.pinned) throw illegalState(vocabulary, state.status, command.type, NOT_PINNED);
  return [{ type: 'ContentItemUnpinned', data: { actor: command.actor, at: command.at } }];
};

const reorder = (command: Command<'ReorderContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished', 'published');
  const { order } = checkedContent({ ...state, order: command.order });
  // The same place again writes nothing: a reorder of a whole list touches only what moved.
  if (order === state.order) return [];
  return [{ type: 'ContentItemReordered', data: { order: order ?? 0, actor: command.actor, at: command.at } }];
};

const schedule = (command: Command<'ScheduleContentPublication'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished');
  const publishAt = parseInstant(command.publishAt);
  const now = parseInstant(command.at);
  if (publishAt === undefined) throw invalidContentField('publishAt', 'Choose a publication time', '请选择发布时间');
  if (now !== undefined && publishAt <= now) throw invalidContentField('publishAt', 'The publication time must be in the future', '发布时间须晚于当前时间');
  return [{ type: 'ContentPublicationScheduled', data: { publishAt: command.publishAt, actor: command.actor, at: command.at } }];
};

const cancelSchedule = (command: Command<'CancelContentSchedule'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished');
  if (state.scheduledAt === null) throw illegalState(vocabulary, state.status, command.type, NOT_SCHEDULED);
  return [{ type: 'ContentScheduleCancelled', data: { actor: command.actor, at: command.at } }];
};

const remove = (command: Command<'DeleteContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished', 'published');
  return [{ type: 'ContentItemDeleted', data: { actor: command.actor, at: command.at } }];
};

export const decideContentItem = (command: ContentItemCommand, state: ContentItemState): ContentItemEvent[] => {
  switch (command.type) {
    case 'SaveContentItem':
      return save(command, state);
    case 'RestoreContentRevision':
      return restore(command, state);
    case 'PublishContentItem':
      return publish(command, state);
    case 'UnpublishContentItem':
      return unpublish(command, state);
    case 'PinContentItem':
      return pin(command, state);
    case 'UnpinContentItem':
      return unpin(command, state);
    case 'ReorderContentItem':
      return reorder(command, state);
    case 'ScheduleContentPublication':
      return schedule(command, state);
    case 'CancelContentSchedule':
      return cancelSchedule(command, state);
    case 'DeleteContentItem':
      return remove(command, state);
    default:
      return assertNever(command);
  }
};
