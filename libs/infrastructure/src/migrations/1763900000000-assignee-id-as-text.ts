import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The domain identifies assignees by opaque strings; the read model must accept whatever the
 * event store holds, or one event would stall its projection.
 */
export class AssigneeIdAsText1763900000000 implements MigrationInterface {
  name = 'AssigneeIdAsText1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE case_read ALTER COLUMN assignee_id TYPE text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE case_read ALTER COLUMN assignee_id TYPE uuid USING assignee_id::uuid');
  }
}
