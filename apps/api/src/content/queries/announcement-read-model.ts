import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type {
  AnnouncementDetail,
  AnnouncementPageRequest,
  AnnouncementSummary,
  Page,
  PublicAnnouncement,
  PublicAnnouncementDetail,
  PublicAnnouncementPageRequest,
} from '@bk/contracts';
import { ANNOUNCEMENT_PUBLISH_TYPE } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';

const STAFF_COLUMNS = `content_id AS "contentId", announcement_type AS "announcementType", title, summary, status, pinned,
  created_at AS "createdAt", updated_at AS "updatedAt", published_at AS "publishedAt", updated_by_name AS "updatedByName", version`;

const PUBLIC_COLUMNS = `content_id AS "contentId", announcement_type AS "announcementType", title, summary, pinned,
  published_at AS "publishedAt"`;

/** Announcements only, never a deleted one: the two conditions every query here starts from. */
const LISTED = `publish_type = ${ANNOUNCEMENT_PUBLISH_TYPE} AND status <> 'deleted'`;
const PUBLISHED = `publish_type = ${ANNOUNCEMENT_PUBLISH_TYPE} AND status = 'published'`;

const likePattern = (keyword: string | undefined): string | null =>
  keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

/**
 * The read side of announcements: content_read only, never the event store, always under the
 * association's row-level security. Staff see every announcement that is not deleted; the public
 * sees published ones. Pinned first everywhere; then the newest (staff: created, public: published).
 */
@Injectable()
export class AnnouncementReadModel {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  staffPage(tenantId: string, request: AnnouncementPageRequest): Promise<Page<AnnouncementSummary>> {
    return inTenantTransaction(this.dataSource, tenantId, (manager) =>
      page<AnnouncementSummary>(manager, {
        select: STAFF_COLUMNS,
        where: `${LISTED} AND ($1::text IS NULL OR status = $1) AND ($2::smallint IS NULL OR announcement_type = $2)
          AND ($3::text IS NULL OR title ILIKE $3 OR summary ILIKE $3)`,
        params: [request.status ?? null, request.announcementType ?? null, likePattern(request.keyword)],
        order: 'pinned DESC, created_at DESC, content_id',
        pageNum: request.pageNum,
        pageSize: request.pageSize,
      }),
    );
  }

  detail(tenantId: string, contentId: string): Promise<AnnouncementDetail | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: AnnouncementDetail[] = await manager.query(`SELECT ${STAFF_COLUMNS}, body FROM content_read WHERE content_id = $1 AND ${LISTED}`, [
        contentId,
      ]);
      return rows[0];
    });
  }

  latestPublished(tenantId: string, limit: number): Promise<PublicAnnouncement[]> {
    return inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT ${PUBLIC_COLUMNS} FROM content_read WHERE ${PUBLISHED} ORDER BY pinned DESC, published_at DESC, content_id LIMIT $1`, [
        limit,
      ]),
    );
  }

  publishedPage(tenantId: string, request: PublicAnnouncementPageRequest): Promise<Page<PublicAnnouncement>> {
    return inTenantTransaction(this.dataSource, tenantId, (manager) =>
      page<PublicAnnouncement>(manager, {
        select: PUBLIC_COLUMNS,
        where: `${PUBLISHED} AND ($1::smallint IS NULL OR announcement_type = $1)`,
        params: [request.announcementType ?? null],
        order: 'pinned DESC, published_at DESC, content_id',
        pageNum: request.pageNum,
        pageSize: request.pageSize,
      }),
    );
  }

  publishedDetail(tenantId: string, contentId: string): Promise<PublicAnnouncementDetail | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: PublicAnnouncementDetail[] = await manager.query(
        `SELECT ${PUBLIC_COLUMNS}, body FROM content_read WHERE content_id = $1 AND ${PUBLISHED}`,
        [contentId],
      );
      return rows[0];
    });
  }
}

type PageQuery = { select: string; where: string; params: unknown[]; order: string; pageNum: number; pageSize: number };

const page = async <Row>(manager: EntityManager, query: PageQuery): Promise<Page<Row>> => {
  const { select, where, params, order, pageNum, pageSize } = query;
  const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM content_read WHERE ${where}`, params)) as [{ total: number }];
  const next = params.length + 1;
  const list: Row[] = await manager.query(
    `SELECT ${select} FROM content_read WHERE ${where} ORDER BY ${order} LIMIT $${next} OFFSET $${next + 1}`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  return { list, total, pageNum, pageSize };
};
