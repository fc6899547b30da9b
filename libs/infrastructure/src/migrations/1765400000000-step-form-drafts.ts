import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * Drafts of a process step's form (POST /api/v2/data/saveOrUpdateData): what a person typed into a
 * step before submitting it, one row per case, step and person. `case_version` is the case's
 * stream version when the draft was saved: once the case moves on, the draft belongs to a step
 * that is over and is no longer offered. `version` guards concurrent saves (two tabs).
 */
export class StepFormDrafts1765400000000 implements MigrationInterface {
  name = 'StepFormDrafts1765400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE step_form_drafts (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        business_id uuid NOT NULL,
        task_key text NOT NULL,
        owner_id text NOT NULL,
        case_version integer NOT NULL,
        element_data jsonb NOT NULL,
        version integer NOT NULL,
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, business_id, task_key, owner_id)
      )
    `);
    await isolateByTenant(db, ['step_form_drafts']);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE step_form_drafts');
  }
}
