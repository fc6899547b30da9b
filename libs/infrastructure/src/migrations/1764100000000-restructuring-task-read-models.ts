import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Restructuring tasks share the case read models with court-reform cases (case_read.kind tells
 * them apart). A task filed by a signed-in user lists under their "my applications", and the
 * association counts the task allocation, acceptance and handling queues beside the court-reform ones.
 * Task events stored before this migration reach the read models with `npm run projections:rebuild`.
 */
export class RestructuringTaskReadModels1764100000000 implements MigrationInterface {
  name = 'RestructuringTaskReadModels1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE case_read ADD COLUMN submitted_by_id text;
      CREATE INDEX case_read_submitted_by ON case_read (tenant_id, submitted_by_id, submitted_at) WHERE submitted_by_id IS NOT NULL;
      ALTER TABLE todo_counts
        ADD COLUMN task_assignment_count integer NOT NULL DEFAULT 0,
        ADD COLUMN task_acceptance_count integer NOT NULL DEFAULT 0,
        ADD COLUMN task_handling_count integer NOT NULL DEFAULT 0;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE todo_counts DROP COLUMN task_assignment_count, DROP COLUMN task_acceptance_count, DROP COLUMN task_handling_count;
      DROP INDEX case_read_submitted_by;
      ALTER TABLE case_read DROP COLUMN submitted_by_id;
    `);
  }
}
