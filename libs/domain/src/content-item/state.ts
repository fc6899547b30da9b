import { ContentKinds, legacyContentKind } from '../content-kind/content-kind-catalogue';
import type { ContentFields, ContentItemEvent, StoredContentFields } from './events';

type ContentFacts = ContentFields & {
  contentId: string;
  tenantId: string;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  /** When it was last switched on; kept while off so a re-publish can tell. Drives the "new" tag. */
  publishedAt: string | null;
  /** A pending scheduled publication (unpublished items only). */
  scheduledAt: string | null;
};

export type ContentItemState =
  | { status: 'empty' }
  | (ContentFacts & { status: 'unpublished' })
  | (ContentFacts & { status: 'published'; publishedAt: string })
  | (ContentFacts & { status: 'deleted'; deletedAt: string });

export const initialContentItemState = (): ContentItemState => ({ status: 'empty' });

/** Content of any age as the kit's fields: events from before the kit carry no kind, labels or fields. */
export const normalizeContent = (content: StoredContentFields): ContentFields => {
  const kind = content.kind ?? legacyContentKind(content.publishType);
  return {
    ...content,
    kind,
    pageListIndex: content.pageListIndex ?? (content.kind ? ContentKinds[kind].pageListIndex : null),
    categoryCode: content.categoryCode ?? null,
    labelIds: content.labelIds ?? [],
    announcementType: content.announcementType ?? null,
    attachments: content.attachments ?? [],
    fields: content.fields ?? {},
    order: content.order ?? null,
    coverFileId: content.coverFileId ?? null,
  };
};

/** Folds one event. Events that do not apply to the current status leave it unchanged. */
export const evolveContentItem = (state: ContentItemState, event: ContentItemEvent): ContentItemState => {
  switch (event.type) {
    case 'ContentItemCreated':
      if (state.status !== 'empty') return state;
      return {
        status: 'unpublished',
        contentId: event.data.contentId,
        tenantId: event.data.tenantId,
        ...normalizeContent(event.data.content),
        pinned: false,
        createdAt: event.data.at,
        updatedAt: event.data.at,
        publishedAt: null,
        scheduledAt: null,
      };
    case 'ContentItemUpdated':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      // What was approved for a scheduled publication is what goes out: an edit clears the schedule.
      return { ...state, ...normalizeContent(event.data.content), updatedAt: event.data.at, scheduledAt: null };
    case 'ContentItemPublished':
      if (state.status !== 'unpublished') return state;
      return { ...state, status: 'published', publishedAt: event.data.at, scheduledAt: null };
    case 'ContentItemUnpublished':
      if (state.status !== 'published') return state;
      return { ...state, status: 'unpublished' };
    case 'ContentItemPinned':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      return { ...state, pinned: true };
    case 'ContentItemUnpinned':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      return { ...state, pinned: false };
    case 'ContentItemReordered':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      return { ...state, order: event.data.order };
    case 'ContentPublicationScheduled':
      if (state.status !== 'unpublished') return state;
      return { ...state, scheduledAt: event.data.publishAt };
    case 'ContentScheduleCancelled':
      if (state.status !== 'unpublished') return state;
      return { ...state, scheduledAt: null };
    case 'ContentItemDeleted':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      return { ...state, status: 'deleted', deletedAt: event.data.at, scheduledAt: null };
  }
};
