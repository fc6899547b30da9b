import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * Member organisations (a restructuring centre's organisations and law firms; each one's stream
 * `member-organ-<id>` holds its changes): their read model, offices, office users and consultants.
 * A name and a credit code are unique per association and kind: the unique indexes are what keep
 * two concurrent adds from both landing. The roster's import jobs become the import kit's jobs,
 * told apart by kind; a job started from a multipart upload has no stored file id.
 */
export class MemberOrgans1764950000000 implements MigrationInterface {
  name = 'MemberOrgans1764950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE member_organs (
        organ_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        kind text NOT NULL,
        name text NOT NULL,
        unified_no text NOT NULL,
        contact_person text NOT NULL,
        contact_phone text NOT NULL,
        address text NOT NULL,
        intro text NOT NULL,
        office_count integer NOT NULL,
        user_count integer NOT NULL,
        consultant_count integer NOT NULL,
        version integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX member_organs_name ON member_organs (tenant_id, kind, name);
      CREATE UNIQUE INDEX member_organs_unified_no ON member_organs (tenant_id, kind, unified_no);
      CREATE INDEX member_organs_list ON member_organs (tenant_id, kind, created_at DESC);
      CREATE TABLE member_organ_offices (
        office_id uuid PRIMARY KEY,
        organ_id uuid NOT NULL REFERENCES member_organs(organ_id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        parent_id uuid,
        name text NOT NULL,
        sort_order integer NOT NULL
      );
      CREATE INDEX member_organ_offices_parent ON member_organ_offices (organ_id, parent_id, sort_order);
      CREATE TABLE member_organ_users (
        user_id uuid PRIMARY KEY,
        organ_id uuid NOT NULL REFERENCES member_organs(organ_id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        office_id uuid NOT NULL,
        user_name text NOT NULL,
        mobile_no text NOT NULL,
        position text NOT NULL
      );
      CREATE INDEX member_organ_users_office ON member_organ_users (organ_id, office_id);
      CREATE INDEX member_organ_users_mobile ON member_organ_users (tenant_id, mobile_no);
      CREATE TABLE member_organ_consultants (
        consultant_id uuid PRIMARY KEY,
        organ_id uuid NOT NULL REFERENCES member_organs(organ_id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        name text NOT NULL,
        mobile_no text NOT NULL,
        speciality text NOT NULL,
        title text NOT NULL,
        intro text NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX member_organ_consultants_organ ON member_organ_consultants (organ_id);
      ALTER TABLE roster_import_jobs RENAME TO import_jobs;
      ALTER TABLE import_jobs ADD COLUMN import_kind text NOT NULL DEFAULT 'roster';
      ALTER TABLE import_jobs ALTER COLUMN file_id DROP NOT NULL;
      ALTER TABLE import_jobs ADD COLUMN object_key text;
      CREATE INDEX import_jobs_list ON import_jobs (tenant_id, import_kind, created_at DESC);
    `);
    await isolateByTenant(db, ['member_organs', 'member_organ_offices', 'member_organ_users', 'member_organ_consultants']);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX import_jobs_list;
      ALTER TABLE import_jobs DROP COLUMN object_key;
      ALTER TABLE import_jobs DROP COLUMN import_kind;
      ALTER TABLE import_jobs RENAME TO roster_import_jobs;
      DROP TABLE member_organ_consultants, member_organ_users, member_organ_offices, member_organs;
    `);
  }
}
