import type { PageListIndex, PublishType } from '../constants/content-kinds';
import type { Actor } from '../shared/actor';

/** What an editor fills in (saveOrUpdateCmsContent). A blank summary is derived from the body. */
export type ContentDraft = {
  publishType: PublishType;
  pageListIndex?: PageListIndex | null;
  title: string;
  summary?: string;
  body: string;
  coverFileId?: string | null;
};

/** The draft as saved: trimmed, summary resolved, optional fields made explicit. */
export type ContentFields = {
  publishType: PublishType;
  pageListIndex: PageListIndex | null;
  title: string;
  summary: string;
  body: string;
  coverFileId: string | null;
};

type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type ContentItemEvent =
  | EventOf<'ContentItemCreated', { contentId: string; tenantId: string; content: ContentFields }>
  | EventOf<'ContentItemUpdated', { content: ContentFields }>
  | EventOf<'ContentItemPublished', Record<never, never>>
  | EventOf<'ContentItemUnpublished', Record<never, never>>
  | EventOf<'ContentItemPinned', Record<never, never>>
  | EventOf<'ContentItemUnpinned', Record<never, never>>
  | EventOf<'ContentItemDeleted', Record<never, never>>;

export type ContentItemEventType = ContentItemEvent['type'];
