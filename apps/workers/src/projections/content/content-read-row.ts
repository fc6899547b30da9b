import {
  contentItemDecider,
  type AnnouncementTypeCode,
  type ContentAttachment,
  type ContentFieldValues,
  type ContentItemEvent,
  type ContentItemState,
  type ContentKindKey,
  type PageListIndex,
  type PublishType,
} from '@bk/domain';
import type { DomainEventMessage } from '@bk/infrastructure';

/**
 * A content_read row, keyed by column name (written with jsonb_populate_recordset). It holds every
 * field of the folded domain state, so the next event is applied by the decider's own evolve on
 * the state read back from the row, never by restating the rules here.
 */
export type ContentReadRow = {
  content_id: string;
  tenant_id: string;
  kind: string;
  publish_type: number;
  page_list_index: number | null;
  announcement_type: number | null;
  category_code: number | null;
  label_ids: string[];
  fields: ContentFieldValues;
  attachments: ContentAttachment[];
  sort_order: number | null;
  scheduled_at: string | null;
  title: string;
  summary: string;
  body: string;
  cover_file_id: string | null;
  status: 'unpublished' | 'published' | 'deleted';
  pinned: boolean;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  deleted_at: string | null;
  /** Who saved the content last (creation or edit), beside updated_at; switching does not count. */
  updated_by_name: string;
  updated_by_id: string;
  /** The stream version last applied: anything at or below it is a redelivery. */
  version: number;
};

export const CONTENT_READ_COLUMNS: readonly (keyof ContentReadRow)[] = [
  'content_id',
  'tenant_id',
  'kind',
  'publish_type',
  'page_list_index',
  'announcement_type',
  'category_code',
  'label_ids',
  'fields',
  'attachments',
  'sort_order',
  'scheduled_at',
  'title',
  'summary',
  'body',
  'cover_file_id',
  'status',
  'pinned',
  'created_at',
  'updated_at',
  'published_at',
  'deleted_at',
  'updated_by_name',
  'updated_by_id',
  'version',
];

/** PostgreSQL hands timestamps back as Dates; the domain state keeps ISO strings. */
const iso = (value: string | Date | null): string | null => (value instanceof Date ? value.toISOString() : value);

/** The domain state the row was written from. */
export const stateOfRow = (row: ContentReadRow): ContentItemState => {
  const facts = {
    contentId: row.content_id,
    tenantId: row.tenant_id,
    kind: row.kind as ContentKindKey,
    publishType: row.publish_type as PublishType,
    pageListIndex: row.page_list_index as PageListIndex | null,
    announcementType: row.announcement_type as AnnouncementTypeCode | null,
    categoryCode: row.category_code,
    labelIds: row.label_ids ?? [],
    fields: row.fields ?? {},
    attachments: row.attachments ?? [],
    order: row.sort_order,
    scheduledAt: iso(row.scheduled_at),
    title: row.title,
    summary: row.summary,
    body: row.body,
    coverFileId: row.cover_file_id,
    pinned: row.pinned,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    publishedAt: iso(row.published_at),
  };
  switch (row.status) {
    case 'unpublished':
      return { ...facts, status: 'unpublished' };
    case 'published':
      return { ...facts, status: 'published', publishedAt: facts.publishedAt! };
    case 'deleted':
      return { ...facts, status: 'deleted', deletedAt: iso(row.deleted_at)! };
  }
};

type Editor = { id: string; name: string };

const rowOfState = (state: ContentItemState, version: number, editor: Editor): ContentReadRow | undefined => {
  if (state.status === 'empty') return undefined;
  return {
    content_id: state.contentId,
    tenant_id: state.tenantId,
    kind: state.kind,
    publish_type: state.publishType,
    page_list_index: state.pageListIndex,
    announcement_type: state.announcementType,
    category_code: state.categoryCode,
    label_ids: state.labelIds,
    fields: state.fields,
    attachments: state.attachments,
    sort_order: state.order,
    scheduled_at: state.scheduledAt,
    title: state.title,
    summary: state.summary,
    body: state.body,
    cover_file_id: state.coverFileId,
    status: state.status,
    pinned: state.pinned,
    created_at: state.createdAt,
    updated_at: state.updatedAt,
    published_at: state.publishedAt,
    deleted_at: state.status === 'deleted' ? state.deletedAt : null,
    updated_by_name: editor.name,
    updated_by_id: editor.id,
    version,
  };
};

const SAVES: ReadonlySet<string> = new Set<ContentItemEvent['type']>(['ContentItemCreated', 'ContentItemUpdated']);

/**
 * Folds a stream's next events (in version order, following the row's version) onto its read
 * row; undefined while the stream has no item yet. Pure: the projection and the rebuild share it.
 */
export const foldContentRead = (current: ContentReadRow | undefined, events: readonly DomainEventMessage[]): ContentReadRow | undefined => {
  let state = current ? stateOfRow(current) : contentItemDecider.initialState();
  let editor: Editor = { id: current?.updated_by_id ?? '', name: current?.updated_by_name ?? '' };
  let version = current?.version ?? 0;
  for (const event of events) {
    state = contentItemDecider.evolve(state, { type: event.type, data: event.data } as ContentItemEvent);
    if (SAVES.has(event.type)) {
      const actor = (event.data as { actor?: { id?: string; name?: string } }).actor;
      editor = { id: actor?.id ?? '', name: actor?.name ?? '' };
    }
    version = event.version;
  }
  return rowOfState(state, version, editor);
};
