import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The portal's search over published content. Chinese has no spaces, so word-based full-text
 * search finds nothing inside a sentence; pg_trgm indexes every three characters (CJK included
 * under the cluster's UTF-8 locale) and serves ILIKE '%…%' from a GIN index. search_text is the
 * title, summary and body without tags, kept by PostgreSQL itself, so the projection and a rebuild
 * need not know it exists.
 */
export class ContentSearch1765200000000 implements MigrationInterface {
  name = 'ContentSearch1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      ALTER TABLE content_read ADD COLUMN search_text text
        GENERATED ALWAYS AS (title || ' ' || summary || ' ' || regexp_replace(body, '<[^>]*>', ' ', 'g')) STORED;
      CREATE INDEX content_read_search ON content_read USING gin (search_text gin_trgm_ops) WHERE status = 'published';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX content_read_search; ALTER TABLE content_read DROP COLUMN search_text;`);
  }
}
