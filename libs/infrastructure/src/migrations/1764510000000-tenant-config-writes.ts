import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff edit their own association's configuration (case deadlines first) from the back office.
 * Until now the app role could only read tenants. Deliberately narrow:
 * - the app role may UPDATE only the configuration columns, never channel or name, and never INSERT;
 * - row-level security lets it update only the row of the tenant set on its transaction, while
 *   every row stays readable (channels resolve to tenants before anyone is known);
 * - config_version is the optimistic-concurrency token: a writer names the version it read, so a
 *   stale edit is refused instead of silently overwriting someone else's.
 */
export class TenantConfigWrites1764510000000 implements MigrationInterface {
  name = 'TenantConfigWrites1764510000000';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    await db.query(`
      ALTER TABLE tenants
        ADD COLUMN config_version integer NOT NULL DEFAULT 1,
        ADD COLUMN config_updated_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN config_updated_by text;

      ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
      ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
      CREATE POLICY tenants_readable ON tenants FOR SELECT USING (true);
      CREATE POLICY tenant_config_own_row ON tenants FOR UPDATE
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant());

      GRANT UPDATE (config, config_version, config_updated_at, config_updated_by) ON tenants TO ${appRole};
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    await db.query(`
      REVOKE UPDATE (config, config_version, config_updated_at, config_updated_by) ON tenants FROM ${appRole};
      DROP POLICY tenant_config_own_row ON tenants;
      DROP POLICY tenants_readable ON tenants;
      ALTER TABLE tenants NO FORCE ROW LEVEL SECURITY;
      ALTER TABLE tenants DISABLE ROW LEVEL SECURITY;
      ALTER TABLE tenants DROP COLUMN config_version, DROP COLUMN config_updated_at, DROP COLUMN config_updated_by;
    `);
  }
}
