import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * The content kit on content_read: every kind of content, not only announcements. Rows written
 * before it are announcements (publish type 4) or, in theory, news; the backfill says so, and a
 * rebuild from the event store reaches the same values (the decider folds old events alike).
 * content_categories holds each association's numbered categories per kind (the portal tabs'
 * codes); tenant-owned with FORCE row-level security like content_read.
 */
export class ContentKit1764930000000 implements MigrationInterface {
  name = 'ContentKit1764930000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE content_read
        ADD COLUMN kind text,
        ADD COLUMN category_code integer,
        ADD COLUMN label_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN fields jsonb NOT NULL DEFAULT '{}'::jsonb,
        ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN sort_order integer,
        ADD COLUMN scheduled_at timestamptz,
        ADD COLUMN updated_by_id text NOT NULL DEFAULT '';
      UPDATE content_read SET kind = CASE WHEN publish_type = 4 THEN 'courtReformAnnouncement' ELSE 'news' END;
      ALTER TABLE content_read ALTER COLUMN kind SET NOT NULL;

      -- One kind's back-office list, pinned first, newest first; ordered kinds by their order.
      CREATE INDEX content_read_kind_list ON content_read (tenant_id, kind, pinned DESC, created_at DESC) WHERE status <> 'deleted';
      CREATE INDEX content_read_kind_public ON content_read (tenant_id, kind, pinned DESC, published_at DESC) WHERE status = 'published';
      CREATE INDEX content_read_labels ON content_read USING gin (label_ids) WHERE status <> 'deleted';

      CREATE TABLE content_categories (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        kind text NOT NULL,
        code integer NOT NULL CHECK (code BETWEEN 1 AND 9999),
        name text NOT NULL,
        sort_order integer NOT NULL DEFAULT 0,
        PRIMARY KEY (tenant_id, kind, code)
      );
    `);
    await isolateByTenant(db, ['content_categories']);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE content_categories;
      DROP INDEX content_read_labels;
      DROP INDEX content_read_kind_public;
      DROP INDEX content_read_kind_list;
      ALTER TABLE content_read DROP COLUMN kind, DROP COLUMN category_code, DROP COLUMN label_ids, DROP COLUMN fields,
        DROP COLUMN attachments, DROP COLUMN sort_order, DROP COLUMN scheduled_at, DROP COLUMN updated_by_id;
    `);
  }
}
