import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The content read model (court-reform announcements first): one row per content item, folded
 * from its content-item stream by the workers' content projection. It holds every field of the
 * domain state, so the projection evolves the row with the decider's own evolve, and the stream
 * version last applied, written in the same transaction: redelivered events are skipped. A deleted
 * item keeps its row (status 'deleted') so a late redelivery cannot bring it back; lists filter it out.
 * Tenant-owned: FORCE row-level security like every other such table.
 */
export class ContentRead1764600000000 implements MigrationInterface {
  name = 'ContentRead1764600000000';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
    await db.query(`
      CREATE TABLE content_read (
        content_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        publish_type smallint NOT NULL,
        page_list_index smallint,
        announcement_type smallint,
        title text NOT NULL,
        summary text NOT NULL,
        body text NOT NULL,
        cover_file_id text,
        status text NOT NULL CHECK (status IN ('unpublished', 'published', 'deleted')),
        pinned boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        published_at timestamptz,
        deleted_at timestamptz,
        updated_by_name text NOT NULL,
        version integer NOT NULL
      );
      -- The back-office list: one publish type, pinned first, newest first.
      CREATE INDEX content_read_staff_list ON content_read (tenant_id, publish_type, pinned DESC, created_at DESC)
        WHERE status <> 'deleted';
      -- The public lists: published only, pinned first, latest publication first.
      CREATE INDEX content_read_public_list ON content_read (tenant_id, publish_type, pinned DESC, published_at DESC)
        WHERE status = 'published';

      ALTER TABLE content_read ENABLE ROW LEVEL SECURITY;
      ALTER TABLE content_read FORCE ROW LEVEL SECURITY;
      CREATE POLICY tenant_isolation ON content_read USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant());

      GRANT SELECT, INSERT, UPDATE, DELETE ON content_read TO ${appRole}, ${systemRole};
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE content_read');
  }
}
