import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * Staff accounts and roles run from the back office (authorityManagement). Their streams in the
 * event store are the record of every change; these tables are the read model kept in the same
 * transaction, which sign-in and every request read:
 * - staff_users gains its status, roles, forced password change and version;
 * - staff_roles holds each association's roles (named sets of permission keys).
 */
export class StaffAccounts1764710000000 implements MigrationInterface {
  name = 'StaffAccounts1764710000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE staff_users
        ADD COLUMN role_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN disabled_at timestamptz,
        ADD COLUMN disabled_reason text,
        ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
        ADD COLUMN version integer NOT NULL DEFAULT 0,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

      CREATE TABLE staff_roles (
        role_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        right_keys text[] NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz
      );
      CREATE UNIQUE INDEX staff_roles_name ON staff_roles (tenant_id, name) WHERE removed_at IS NULL;
    `);
    await isolateByTenant(db, ['staff_roles'], 'SELECT, INSERT, UPDATE');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE staff_roles;
      ALTER TABLE staff_users DROP COLUMN role_ids, DROP COLUMN disabled_at, DROP COLUMN disabled_reason,
        DROP COLUMN must_change_password, DROP COLUMN version, DROP COLUMN updated_at;
    `);
  }
}
