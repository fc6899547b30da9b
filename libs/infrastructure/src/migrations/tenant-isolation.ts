import type { QueryRunner } from 'typeorm';

/**
 * Puts tenant-owned tables under FORCE row-level security keyed by the transaction's tenant
 * (current_tenant()), and grants the application and system roles what they may do with them.
 */
export const isolateByTenant = async (db: QueryRunner, tables: readonly string[], privileges = 'SELECT, INSERT, UPDATE, DELETE'): Promise<void> => {
  const appRole = process.env.PG_APP_USER ?? 'bk_app';
  const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
  for (const table of tables) {
    await db.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
    await db.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
    await db.query(`CREATE POLICY tenant_isolation ON ${table} USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    await db.query(`GRANT ${privileges} ON ${table} TO ${appRole}, ${systemRole}`);
  }
};
