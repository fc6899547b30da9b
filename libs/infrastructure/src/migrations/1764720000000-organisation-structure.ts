import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read model of each association's organisation structure (its stream `org-structure-<tenant>`
 * holds every change): units (organs and departments) as a tree, jobs per department, members.
 */
export class OrganisationStructure1764720000000 implements MigrationInterface {
  name = 'OrganisationStructure1764720000000';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
    await db.query(`
      CREATE TABLE org_units (
        dept_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        parent_id uuid,
        name text NOT NULL,
        unit_type smallint NOT NULL,
        is_public boolean NOT NULL,
        sort_order integer NOT NULL
      );
      CREATE INDEX org_units_parent ON org_units (tenant_id, parent_id, sort_order);
      CREATE TABLE org_jobs (
        job_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        dept_id uuid NOT NULL,
        name text NOT NULL,
        sort_order integer NOT NULL
      );
      CREATE TABLE org_members (
        member_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        dept_id uuid NOT NULL,
        job_id uuid,
        name text NOT NULL,
        mobile text NOT NULL,
        is_public boolean NOT NULL,
        sort_order integer NOT NULL
      );
      CREATE INDEX org_members_dept ON org_members (tenant_id, dept_id, sort_order);
    `);
    for (const table of ['org_units', 'org_jobs', 'org_members']) {
      await db.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await db.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await db.query(`CREATE POLICY tenant_isolation ON ${table} USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
      await db.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${appRole}, ${systemRole}`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE org_members, org_jobs, org_units');
  }
}
