import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * Content labels (spec §7 "Labels"): the read model of the content-label streams, one row per
 * live label. `name_key` is the name folded for comparison (width and case): one label per key
 * and association. Searched by prefix, then by substring. Tenant-owned: FORCE row-level security.
 */
export class ContentLabels1764910000000 implements MigrationInterface {
  name = 'ContentLabels1764910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE content_labels (
        label_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        name text NOT NULL,
        name_key text NOT NULL,
        created_at timestamptz NOT NULL,
        created_by text NOT NULL,
        UNIQUE (tenant_id, name_key)
      );
      CREATE INDEX content_labels_prefix ON content_labels (tenant_id, name_key text_pattern_ops);
    `);
    await isolateByTenant(db, ['content_labels']);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE content_labels');
  }
}
