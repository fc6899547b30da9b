import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * The read model of each association's organisation structure (its stream `org-structure-<tenant>`
 * holds every change): units (organs and departments) as a tree, jobs per department, members.
 */
export class OrganisationStructure1764720000000 implements MigrationInterface {
  name = 'OrganisationStructure1764720000000';

  async up(db: QueryRunner): Promise<void> {
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
    await isolateByTenant(db, ['org_units', 'org_jobs', 'org_members']);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE org_members, org_jobs, org_units');
  }
}
