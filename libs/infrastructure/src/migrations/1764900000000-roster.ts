import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * The roster's read model (each entry's stream `roster-entry-<id>` holds its changes) and the
 * Excel import jobs. A credit code is unique per association and organisation type among entries
 * on the roster: the partial unique index is what keeps two concurrent imports (or an import and
 * a form) from registering it twice; a removed entry frees its code.
 */
export class Roster1764900000000 implements MigrationInterface {
  name = 'Roster1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE roster_entries (
        entry_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        org_type smallint NOT NULL,
        name text NOT NULL,
        credit_code text NOT NULL,
        contact_person text NOT NULL,
        contact_phone text NOT NULL,
        address text NOT NULL,
        qualification_level text NOT NULL,
        status text NOT NULL,
        member_count integer NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX roster_entries_credit_code ON roster_entries (tenant_id, org_type, credit_code) WHERE status = 'active';
      CREATE INDEX roster_entries_list ON roster_entries (tenant_id, org_type, status, updated_at DESC);
      CREATE TABLE roster_members (
        member_id uuid NOT NULL,
        entry_id uuid NOT NULL REFERENCES roster_entries(entry_id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        name text NOT NULL,
        citizen_id text NOT NULL,
        phone text NOT NULL,
        position text NOT NULL,
        PRIMARY KEY (entry_id, member_id)
      );
      CREATE TABLE roster_import_jobs (
        job_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        file_id uuid NOT NULL,
        file_name text NOT NULL,
        state text NOT NULL,
        rows_total integer NOT NULL DEFAULT 0,
        rows_read integer NOT NULL DEFAULT 0,
        imported integer NOT NULL DEFAULT 0,
        skipped integer NOT NULL DEFAULT 0,
        refused integer NOT NULL DEFAULT 0,
        error_file_key text,
        failure text,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        heartbeat_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
    `);
    await isolateByTenant(db, ['roster_entries', 'roster_members', 'roster_import_jobs']);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE roster_import_jobs, roster_members, roster_entries');
  }
}
