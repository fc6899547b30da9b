import { SUMMARY_LENGTH } from '../constants/limits';
import type { AnnouncementTypeCode } from '../constants/announcement-types';
import { isPageListIndex, isPublishType, type PublishType } from '../constants/content-kinds';
import { summarize } from '../format/summary';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { requireText } from '../shared/guards';
import { illegalState, statusGuard, type Label, type StatusGuard } from '../shared/transitions';
import { ANNOUNCEMENT_PUBLISH_TYPE, isAnnouncementType } from './announcement';
import type { ContentItemCommand, ContentItemCommandType } from './commands';
import type { ContentDraft, ContentFields, ContentItemEvent } from './events';
import type { ContentItemState } from './state';
import { contentItemVocabulary as vocabulary } from './transitions';

type Command<T extends ContentItemCommandType> = Extract<ContentItemCommand, { type: T }>;

const requireStatus: StatusGuard<ContentItemState, ContentItemCommandType> = statusGuard<ContentItemState, ContentItemCommandType>(
  vocabulary,
);

const PINNED: Label = { zh: '已置顶', en: 'pinned' };
const NOT_PINNED: Label = { zh: '未置顶', en: 'not pinned' };

const invalidField = (field: string, en: string, zh: string): DomainError => new DomainError('VALIDATION_FAILED', en, zh, { field });

/**
 * An announcement names one of the six announcement types (spec §3); any other content names none,
 * so a news item can never turn up in an announcement list by a stray field.
 */
const checkedAnnouncementType = (publishType: PublishType, value: number | null): AnnouncementTypeCode | null => {
  if (publishType !== ANNOUNCEMENT_PUBLISH_TYPE) {
    if (value !== null) throw invalidField('announcementType', 'Only announcements have an announcement type', '只有公告可以选择公告类型');
    return null;
  }
  if (value === null) throw invalidField('announcementType', 'Choose an announcement type', '请选择公告类型');
  if (!isAnnouncementType(value)) throw invalidField('announcementType', 'Unknown announcement type', '公告类型不正确');
  return value;
};

const checkedContent = (draft: ContentDraft): ContentFields => {
  if (!isPublishType(draft.publishType)) throw invalidField('publishType', 'Unknown publish type', '发布类型不正确');
  const pageListIndex = draft.pageListIndex ?? null;
  if (pageListIndex !== null && !isPageListIndex(pageListIndex)) throw invalidField('pageListIndex', 'Unknown page list', '页面列表不正确');
  const announcementType = checkedAnnouncementType(draft.publishType, draft.announcementType ?? null);
  const title = requireText('title', draft.title, '标题', 200);
  const body = draft.body.trim();
  const summaryText = (draft.summary ?? '').trim();
  if (Array.from(summaryText).length > SUMMARY_LENGTH)
    throw invalidField('summary', `summary is longer than ${SUMMARY_LENGTH} characters`, `摘要不能超过${SUMMARY_LENGTH}个字`);
  const coverFileId = draft.coverFileId?.trim() || null;
  return { publishType: draft.publishType, pageListIndex, announcementType, title, summary: summaryText || summarize(body), body, coverFileId };
};

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
    throw invalidField('contentId', 'The command names another content item', '内容编号不一致');
  return [{ type: 'ContentItemUpdated', data: { content, actor: command.actor, at: command.at } }];
};

const publish = (command: Command<'PublishContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished');
  return [{ type: 'ContentItemPublished', data: { actor: command.actor, at: command.at } }];
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

const remove = (command: Command<'DeleteContentItem'>, state: ContentItemState): ContentItemEvent[] => {
  requireStatus(state, command.type, 'unpublished', 'published');
  return [{ type: 'ContentItemDeleted', data: { actor: command.actor, at: command.at } }];
};

export const decideContentItem = (command: ContentItemCommand, state: ContentItemState): ContentItemEvent[] => {
  switch (command.type) {
    case 'SaveContentItem':
      return save(command, state);
    case 'PublishContentItem':
      return publish(command, state);
    case 'UnpublishContentItem':
      return unpublish(command, state);
    case 'PinContentItem':
      return pin(command, state);
    case 'UnpinContentItem':
      return unpin(command, state);
    case 'DeleteContentItem':
      return remove(command, state);
    default:
      return assertNever(command);
  }
};
