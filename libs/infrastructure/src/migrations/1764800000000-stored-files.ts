import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded files: one row per presigned upload, from the moment the URL is handed out. Only a
 * `verified` file is ever served; a `refused` one keeps its reason (its object is deleted); a
 * `pending` one older than an hour is swept with its object by the workers. The object's key is
 * tenant-scoped (`<tenantId>/<yyyy>/<mm>/<uuid>.<ext>`). Tenant-owned: FORCE row-level security.
 */
export class StoredFiles1764800000000 implements MigrationInterface {
  name = 'StoredFiles1764800000000';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
    await db.query(`
      CREATE TABLE stored_files (
        file_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        object_key text NOT NULL UNIQUE,
        file_name text NOT NULL,
        extension text NOT NULL,
        content_type text NOT NULL,
        declared_size bigint NOT NULL CHECK (declared_size >= 0),
        status text NOT NULL CHECK (status IN ('pending', 'verified', 'refused')),
        refusal_reason text,
        uploaded_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      );
      -- The sweep's scan: pending uploads by age.
      CREATE INDEX stored_files_pending ON stored_files (created_at) WHERE status = 'pending';

      ALTER TABLE stored_files ENABLE ROW LEVEL SECURITY;
      ALTER TABLE stored_files FORCE ROW LEVEL SECURITY;
      CREATE POLICY tenant_isolation ON stored_files USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant());

      GRANT SELECT, INSERT, UPDATE ON stored_files TO ${appRole}, ${systemRole};
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stored_files');
  }
}
