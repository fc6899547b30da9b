import type { AnnouncementTypeCode } from '../constants/announcement-types';
import type { PageListIndex, PublishType } from '../constants/content-kinds';
import type { ContentFieldValue, ContentFieldValues } from '../content-kind/content-field';
import type { ContentKindKey } from '../content-kind/content-kind-catalogue';
import type { Actor } from '../shared/actor';

/** A file attached to an item: the id of a verified stored file and the name shown for it. */
export type ContentAttachment = { fileId: string; name: string };

/**
 * What an editor fills in (saveOrUpdateCmsContent), checked against the kind's declaration. The
 * body arrives sanitised by the API; a blank summary is derived from it.
 */
export type ContentDraft = {
  kind: ContentKindKey;
  title: string;
  summary?: string;
  body?: string;
  categoryCode?: number | null;
  labelIds?: readonly string[];
  coverFileId?: string | null;
  attachments?: readonly ContentAttachment[];
  fields?: Readonly<Record<string, ContentFieldValue>>;
  order?: number | null;
  /** Required for announcements, absent for any other kind. */
  announcementType?: AnnouncementTypeCode | null;
};

/** The draft as saved: trimmed, summary resolved, the kind's publish type and page list filled in. */
export type ContentFields = {
  kind: ContentKindKey;
  publishType: PublishType;
  pageListIndex: PageListIndex | null;
  categoryCode: number | null;
  labelIds: string[];
  announcementType: AnnouncementTypeCode | null;
  title: string;
  summary: string;
  body: string;
  coverFileId: string | null;
  attachments: ContentAttachment[];
  fields: ContentFieldValues;
  order: number | null;
};

/**
 * Content as stored in events. Events written before the kit (announcements) lack kind and the
 * kit's fields; `normalizeContent` fills them in when folding.
 */
export type StoredContentFields = Omit<ContentFields, 'kind' | 'categoryCode' | 'labelIds' | 'attachments' | 'fields' | 'order' | 'announcementType'> &
  Partial<Pick<ContentFields, 'kind' | 'categoryCode' | 'labelIds' | 'attachments' | 'fields' | 'order' | 'announcementType'>>;

type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type ContentItemEvent =
  | EventOf<'ContentItemCreated', { contentId: string; tenantId: string; content: StoredContentFields }>
  /** An edit, or (with restoredFrom) the fields of an older revision saved again. */
  | EventOf<'ContentItemUpdated', { content: StoredContentFields; restoredFrom?: number }>
  /** scheduledFor: published by the schedule set for that time, not by hand. */
  | EventOf<'ContentItemPublished', { scheduledFor?: string }>
  | EventOf<'ContentItemUnpublished', Record<never, never>>
  | EventOf<'ContentItemPinned', Record<never, never>>
  | EventOf<'ContentItemUnpinned', Record<never, never>>
  | EventOf<'ContentItemReordered', { order: number }>
  | EventOf<'ContentPublicationScheduled', { publishAt: string }>
  | EventOf<'ContentScheduleCancelled', Record<never, never>>
  | EventOf<'ContentItemDeleted', Record<never, never>>;

export type ContentItemEventType = ContentItemEvent['type'];
