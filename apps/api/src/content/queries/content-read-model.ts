import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ContentDetail, ContentFilter, ContentKindCounts, ContentSummary, Page, PublicContent, PublicContentDetail, PublicNames, PublicReadPageRequest } from '@bk/contracts';
import { ContentKinds, isNew, publicFieldValues, type ContentKindKey } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';
import { contentFileAddress } from '../rich-text';

const SUMMARY_COLUMNS = `content_id AS "contentId", kind, publish_type AS "publishType", page_list_index AS "pageListIndex",
  category_code AS "categoryCode", label_ids::text[] AS "labelIds", announcement_type AS "announcementType", title, summary,
  cover_file_id AS "coverFileId", fields, sort_order AS "order", status, pinned, scheduled_at AS "scheduledAt",
  created_at AS "createdAt", updated_at AS "updatedAt", published_at AS "publishedAt", updated_by_name AS "updatedByName", version`;
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, body, attachments`;

type Timestamp = Date | string | null;
type SummaryRow = Omit<ContentSummary, 'isNew' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'scheduledAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
  publishedAt: Timestamp;
  scheduledAt: Timestamp;
};
type DetailRow = SummaryRow & Pick<ContentDetail, 'body' | 'attachments'>;

const iso = (value: Timestamp): string | null => (value instanceof Date ? value.toISOString() : value);

const likePattern = (keyword: string | undefined): string | null => (keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/** Newest first, pinned first; ordered kinds (links) by their order. */
const orderOf = (kind: ContentKindKey): string =>
  ContentKinds[kind].ordered ? 'sort_order ASC NULLS LAST, created_at, content_id' : 'pinned DESC, created_at DESC, content_id';

/**
 * The read side of the content kit: content_read only, never the event store, always under the
 * association's row-level security. Staff see what is not deleted, the public what is published.
 * The "new" tag (published less than 7 days ago) is computed when read, against `now`.
 */
@Injectable()
export class ContentReadModel {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  staffPage(tenantId: string, kind: ContentKindKey, filter: ContentFilter, now = new Date()): Promise<Page<ContentSummary>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const where = `kind = $1 AND status <> 'deleted'
        AND ($2::text IS NULL OR ($2 = 'scheduled' AND status = 'unpublished' AND scheduled_at IS NOT NULL) OR status = $2)
        AND ($3::int IS NULL OR category_code = $3)
        AND ($4::uuid IS NULL OR label_ids @> ARRAY[$4::uuid])
        AND ($5::date IS NULL OR (COALESCE(published_at, created_at) AT TIME ZONE 'Asia/Shanghai')::date >= $5::date)
        AND ($6::date IS NULL OR (COALESCE(published_at, created_at) AT TIME ZONE 'Asia/Shanghai')::date <= $6::date)
        AND ($7::smallint IS NULL OR announcement_type = $7)
        AND ($8::text IS NULL OR title ILIKE $8 OR summary ILIKE $8)`;
      const params = [
        kind,
        filter.status ?? null,
        filter.categoryCode ?? null,
        filter.labelId ?? null,
        filter.dateFrom ?? null,
        filter.dateTo ?? null,
        filter.announcementType ?? null,
        likePattern(filter.keyword),
      ];
      const rows = await page<SummaryRow>(manager, { select: SUMMARY_COLUMNS, where, params, order: orderOf(kind), pageNum: filter.pageNum, pageSize: filter.pageSize });
      return { ...rows, list: rows.list.map((row) => summary(row, now)) };
    });
  }

  detail(tenantId: string, contentId: string, now = new Date()): Promise<ContentDetail | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: DetailRow[] = await manager.query(`SELECT ${DETAIL_COLUMNS} FROM content_read WHERE content_id = $1 AND status <> 'deleted'`, [contentId]);
      return rows[0] && { ...summary(rows[0], now), body: rows[0].body, attachments: rows[0].attachments };
    });
  }

  /** Every non-deleted item of these kinds (single pages, links: a handful each). */
  listAll(tenantId: string, kinds: readonly ContentKindKey[], now = new Date()): Promise<ContentDetail[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: DetailRow[] = await manager.query(
        `SELECT ${DETAIL_COLUMNS} FROM content_read WHERE kind = ANY($1::text[]) AND status <> 'deleted'
         ORDER BY array_position($1::text[], kind), sort_order ASC NULLS LAST, created_at, content_id`,
        [kinds],
      );
      return rows.map((row) => ({ ...summary(row, now), body: row.body, attachments: row.attachments }));
    });
  }

  counts(tenantId: string, kinds: readonly ContentKindKey[]): Promise<ContentKindCounts[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: ContentKindCounts[] = await manager.query(
        `SELECT kind, count(*) FILTER (WHERE status = 'unpublished')::int AS unpublished, count(*) FILTER (WHERE status = 'published')::int AS published,
           count(*) FILTER (WHERE status = 'unpublished' AND scheduled_at IS NOT NULL)::int AS scheduled
         FROM content_read WHERE kind = ANY($1::text[]) AND status <> 'deleted' GROUP BY kind`,
        [kinds],
      );
      const byKind = new Map(rows.map((row) => [row.kind, row]));
      return kinds.map((kind) => byKind.get(kind) ?? { kind, unpublished: 0, published: 0, scheduled: 0 });
    });
  }

  recentEdits(tenantId: string, kinds: readonly ContentKindKey[], limit: number, now = new Date()): Promise<ContentSummary[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: SummaryRow[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS} FROM content_read WHERE kind = ANY($1::text[]) AND status <> 'deleted' ORDER BY updated_at DESC, content_id LIMIT $2`,
        [kinds, limit],
      );
      return rows.map((row) => summary(row, now));
    });
  }

  /** A page of published items of the kinds: pinned first, newest first (ordered kinds by their order). */
  publishedPage(
    tenantId: string,
    channel: string,
    kinds: readonly ContentKindKey[],
    request: PublicReadPageRequest,
    announcementTypes: readonly number[] | null = null,
    now = new Date(),
  ): Promise<Page<PublicContent>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows = await page<SummaryRow>(manager, {
        select: SUMMARY_COLUMNS,
        where: `kind = ANY($1::text[]) AND status = 'published' AND ($2::int IS NULL OR category_code = $2)
          AND ($3::smallint[] IS NULL OR announcement_type = ANY($3::smallint[]))`,
        params: [kinds, request.categoryCode ?? null, announcementTypes],
        order: kinds.length === 1 && ContentKinds[kinds[0]!].ordered ? orderOf(kinds[0]!) : 'pinned DESC, published_at DESC, content_id',
        pageNum: request.pageNum,
        pageSize: request.pageSize,
      });
      return { ...rows, list: rows.list.map((row) => publicView(row, channel, now)) };
    });
  }

  /** Every published item of the kinds (links: a handful), in the editors' order. */
  publishedAll(tenantId: string, channel: string, kinds: readonly ContentKindKey[], now = new Date()): Promise<PublicContent[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: SummaryRow[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS} FROM content_read WHERE kind = ANY($1::text[]) AND status = 'published'
         ORDER BY array_position($1::text[], kind), sort_order ASC NULLS LAST, published_at DESC, content_id LIMIT 200`,
        [kinds],
      );
      return rows.map((row) => publicView(row, channel, now));
    });
  }

  /** The published single page of the first of the kinds that has one. */
  async publishedSingle(tenantId: string, channel: string, kinds: readonly ContentKindKey[], now = new Date()): Promise<PublicContentDetail | null> {
    const rows = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `SELECT content_id AS "contentId" FROM content_read WHERE kind = ANY($1::text[]) AND status = 'published'
         ORDER BY array_position($1::text[], kind), published_at DESC, content_id LIMIT 1`,
        [kinds],
      ) as Promise<{ contentId: string }[]>,
    );
    return rows[0] ? ((await this.publishedDetail(tenantId, channel, rows[0].contentId, now)) ?? null) : null;
  }

  /** The titles of every published item of the kinds, newest first. */
  publishedNames(tenantId: string, kinds: readonly ContentKindKey[]): Promise<PublicNames> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { title: string }[] = await manager.query(
        `SELECT title FROM content_read WHERE kind = ANY($1::text[]) AND status = 'published' ORDER BY pinned DESC, published_at DESC, content_id LIMIT 500`,
        [kinds],
      );
      return { total: rows.length, names: rows.map((row) => row.title) };
    });
  }

  publishedDetail(tenantId: string, channel: string, contentId: string, now = new Date()): Promise<PublicContentDetail | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: DetailRow[] = await manager.query(`SELECT ${DETAIL_COLUMNS} FROM content_read WHERE content_id = $1 AND status = 'published'`, [contentId]);
      const row = rows[0];
      if (!row) return undefined;
      return {
        ...publicView(row, channel, now),
        body: row.body,
        attachments: row.attachments.map((attachment) => ({ ...attachment, url: contentFileAddress(channel, attachment.fileId) })),
      };
    });
  }

  /**
   * The kinds of the association's items that name the file (cover, attachment, file field, or an
   * image of its body): every item not deleted, or the published ones only.
   */
  kindsNamingFile(tenantId: string, fileId: string, which: 'published' | 'notDeleted'): Promise<ContentKindKey[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { kind: ContentKindKey }[] = await manager.query(
        `SELECT DISTINCT kind FROM content_read WHERE ${which === 'published' ? "status = 'published'" : "status <> 'deleted'"}
           AND (cover_file_id = $1 OR attachments @> jsonb_build_array(jsonb_build_object('fileId', $1::text))
           OR EXISTS (SELECT 1 FROM jsonb_each_text(fields) AS f(key, value) WHERE f.value = $1) OR strpos(body, 'fileId=' || $1) > 0)`,
        [fileId],
      );
      return rows.map((row) => row.kind);
    });
  }
}

const summary = (row: SummaryRow, now: Date): ContentSummary => {
  const publishedAt = iso(row.publishedAt);
  return {
    ...row,
    labelIds: row.labelIds ?? [],
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    publishedAt,
    scheduledAt: iso(row.scheduledAt),
    isNew: row.status === 'published' && publishedAt !== null && isNew(publishedAt, now.toISOString()),
  };
};

const publicView = (row: SummaryRow, channel: string, now: Date): PublicContent => {
  const publishedAt = iso(row.publishedAt)!;
  return {
    contentId: row.contentId,
    kind: row.kind,
    categoryCode: row.categoryCode,
    announcementType: row.announcementType,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverFileId ? contentFileAddress(channel, row.coverFileId) : null,
    // Only what the kind declares public: an investor's contact person and number stay with staff.
    fields: publicFieldValues(ContentKinds[row.kind].fields, row.fields),
    pinned: row.pinned,
    publishedAt,
    isNew: isNew(publishedAt, now.toISOString()),
  };
};

type PageQuery = { select: string; where: string; params: unknown[]; order: string; pageNum: number; pageSize: number };

export const page = async <Row>(manager: EntityManager, query: PageQuery): Promise<Page<Row>> => {
  const { select, where, params, order, pageNum, pageSize } = query;
  const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM content_read WHERE ${where}`, params)) as [{ total: number }];
  const next = params.length + 1;
  const list: Row[] = await manager.query(`SELECT ${select} FROM content_read WHERE ${where} ORDER BY ${order} LIMIT $${next} OFFSET $${next + 1}`, [
    ...params,
    pageSize,
    (pageNum - 1) * pageSize,
  ]);
  return { list, total, pageNum, pageSize };
};
