import type { AnnouncementTypeCode } from '../constants/announcement-types';
import type { PageListIndex, PublishType } from '../constants/content-kinds';
import type { Actor } from '../shared/actor';

/** What an editor fills in (saveOrUpdateCmsContent). A blank summary is derived from the body. */
export type ContentDraft = {
  publishType: PublishType;
  pageListIndex?: PageListIndex | null;
  /** Required for announcements (ANNOUNCEMENT_PUBLISH_TYPE), absent for any other content. */
  announcementType?: AnnouncementTypeCode | null;
  title: string;
  summary?: string;
  body: string;
  coverFileId?: string | null;
};

/** The draft as saved: trimmed, summary resolved, optional fields made explicit. */
export type ContentFields = {
  publishType: PublishType;
  pageListIndex: PageListIndex | null;
  announcementType: AnnouncementTypeCode | null;
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
