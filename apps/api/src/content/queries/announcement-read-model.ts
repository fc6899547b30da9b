import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type {
  Page,
  PublicAnnouncement,
  PublicAnnouncementDetail,
  PublicAnnouncementPageRequest,
} from '@bk/contracts';
import { ANNOUNCEMENT_PUBLISH_TYPE } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';
import { page } from './content-read-model';

const PUBLIC_COLUMNS = `content_id AS "contentId", announcement_type AS "announcementType", title, summary, pinned,
  published_at AS "publishedAt"`;

/** Published announcements only: what every query here starts from. */
const PUBLISHED = `publish_type = ${ANNOUNCEMENT_PUBLISH_TYPE} AND status = 'published'`;

/**
 * The portal's announcement calls: published announcements of content_read, under the
 * association's row-level security, pinned first, then the latest published. Staff read
 * announcements through the content kit (ContentReadModel).
 */
@Injectable()
export class AnnouncementReadModel {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

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
