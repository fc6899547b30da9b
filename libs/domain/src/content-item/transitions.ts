import type { TransitionTable, Vocabulary } from '../shared/transitions';
import type { ContentItemCommandType } from './commands';
import { contentItemStatusLabel } from './content-status';
import type { ContentItemState } from './state';

export type ContentItemLifecycleStatus = ContentItemState['status'];

/**
 * Save creates an unpublished item; the on/off switch moves between unpublished and published;
 * pin and unpin flip a flag in either (refused when already so); reorder and restore apply in
 * either; a publication can be scheduled (or cancelled) while unpublished; delete is final.
 */
export const contentItemTransitions: TransitionTable<ContentItemLifecycleStatus, ContentItemCommandType> = {
  empty: { SaveContentItem: 'unpublished' },
  unpublished: {
    SaveContentItem: 'unpublished',
    RestoreContentRevision: 'unpublished',
    PublishContentItem: 'published',
    PinContentItem: 'unpublished',
    UnpinContentItem: 'unpublished',
    ReorderContentItem: 'unpublished',
    ScheduleContentPublication: 'unpublished',
    CancelContentSchedule: 'unpublished',
    DeleteContentItem: 'deleted',
  },
  published: {
    SaveContentItem: 'published',
    RestoreContentRevision: 'published',
    UnpublishContentItem: 'unpublished',
    PinContentItem: 'published',
    UnpinContentItem: 'published',
    ReorderContentItem: 'published',
    DeleteContentItem: 'deleted',
  },
  deleted: {},
};

export const contentItemVocabulary: Vocabulary<ContentItemLifecycleStatus, ContentItemCommandType> = {
  aggregate: { zh: '内容', en: 'content item' },
  statuses: { empty: { zh: '未创建', en: 'Not created' }, ...contentItemStatusLabel },
  actions: {
    SaveContentItem: { zh: '保存', en: 'save' },
    RestoreContentRevision: { zh: '恢复历史版本', en: 'restore a revision' },
    ReorderContentItem: { zh: '排序', en: 'reorder' },
    ScheduleContentPublication: { zh: '定时发布', en: 'schedule publication' },
    CancelContentSchedule: { zh: '取消定时发布', en: 'cancel the scheduled publication' },
    PublishContentItem: { zh: '发布', en: 'publish' },
    UnpublishContentItem: { zh: '取消发布', en: 'unpublish' },
    PinContentItem: { zh: '置顶', en: 'pin' },
    UnpinContentItem: { zh: '取消置顶', en: 'unpin' },
    DeleteContentItem: { zh: '删除', en: 'delete' },
  },
};
