import type { ContentFields, ContentItemEvent } from './events';

type ContentFacts = ContentFields & {
  contentId: string;
  tenantId: string;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  /** When it was last switched on; kept while off so a re-publish can tell. Drives the "new" tag. */
  publishedAt: string | null;
};

export type ContentItemState =
  | { status: 'empty' }
  | (ContentFacts & { status: 'unpublished' })
  | (ContentFacts & { status: 'published'; publishedAt: string })
  | (ContentFacts & { status: 'deleted'; deletedAt: string });

export const initialContentItemState = (): ContentItemState => ({ status: 'empty' });

/** Folds one event. Events that do not apply to the current status leave it unchanged. */
export const evolveContentItem = (state: ContentItemState, event: ContentItemEvent): ContentItemState => {
  switch (event.type) {
    case 'ContentItemCreated':
      if (state.status !== 'empty') return state;
      return {
        status: 'unpublished',
        contentId: event.data.contentId,
        tenantId: event.data.tenantId,
        ...event.data.content,
        // Events saved before announcement types existed carry none.
        announcementType: event.data.content.announcementType ?? null,
        pinned: false,
        createdAt: event.data.at,
        updatedAt: event.data.at,
        publishedAt: null,
      };
    case 'ContentItemUpdated':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      return { ...state, ...event.data.content, announcementType: event.data.content.announcementType ?? null, updatedAt: event.data.at };
    case 'ContentItemPublished':
      if (state.status !== 'unpublished') return state;
      return { ...state, status: 'published', publishedAt: event.data.at };
    case 'ContentItemUnpublished':
      if (state.status !== 'published') return state;
      return { ...state, status: 'unpublished' };
    case 'ContentItemPinned':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      return { ...state, pinned: true };
    case 'ContentItemUnpinned':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      return { ...state, pinned: false };
    case 'ContentItemDeleted':
      if (state.status !== 'unpublished' && state.status !== 'published') return state;
      return { ...state, status: 'deleted', deletedAt: event.data.at };
  }
};
