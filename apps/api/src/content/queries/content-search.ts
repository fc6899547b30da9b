import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Page, PublicSearchHit, PublicSearchRequest } from '@bk/contracts';
import type { AnnouncementTypeCode, ContentKindKey } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';
import { markTerms, searchTerms, snippetAround } from './search-snippet';

type HitRow = {
  contentId: string;
  kind: ContentKindKey;
  announcementType: AnnouncementTypeCode | null;
  title: string;
  text: string;
  publishedAt: Date;
  total: string;
};

const likeOf = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Search over an association's published content (content_read.search_text, a pg_trgm GIN index:
 * see the ContentSearch migration). Every term must occur; hits whose title holds every term come
 * first, then the closest by trigram word similarity, then the newest.
 */
@Injectable()
export class ContentSearch {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  search(tenantId: string, request: PublicSearchRequest): Promise<Page<PublicSearchHit>> {
    const terms = searchTerms(request.keyword);
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: HitRow[] = await manager.query(
        `SELECT content_id AS "contentId", kind, announcement_type AS "announcementType", title,
           -- The body's text (search_text is title, summary, body): a derived summary repeats the body's start.
           substr(search_text, char_length(title) + char_length(summary) + 3) AS text, published_at AS "publishedAt", count(*) OVER () AS total
         FROM content_read
         WHERE status = 'published' AND search_text ILIKE ALL($1::text[])
         ORDER BY (title ILIKE ALL($1::text[])) DESC, word_similarity($2, search_text) DESC, published_at DESC, content_id
         LIMIT $3 OFFSET $4`,
        [terms.map(likeOf), terms.join(' '), request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      return {
        list: rows.map((row) => ({
          contentId: row.contentId,
          kind: row.kind,
          announcementType: row.announcementType,
          title: markTerms(row.title, terms),
          snippet: snippetAround(row.text, terms),
          publishedAt: new Date(row.publishedAt).toISOString(),
        })),
        total: Number(rows[0]?.total ?? 0),
        pageNum: request.pageNum,
        pageSize: request.pageSize,
      };
    });
  }
}
