import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A case's subject is an enterprise (name and unified social credit code) or a person (name and
 * citizen id): debt-distress consultations come from both. Existing rows are enterprises. The
 * association also counts the consultation allocation and handling queues. Consultation events
 * stored before this migration reach the read models with `npm run projections:rebuild`.
 */
export class CaseSubjects1764960000000 implements MigrationInterface {
  name = 'CaseSubjects1764960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE case_read
        ADD COLUMN subject_kind text NOT NULL DEFAULT 'enterprise',
        ADD COLUMN person_name text,
        ADD COLUMN citizen_id text,
        ALTER COLUMN enterprise_name DROP NOT NULL,
        ALTER COLUMN credit_code DROP NOT NULL,
        ADD CONSTRAINT case_read_subject CHECK (
          (subject_kind = 'enterprise' AND enterprise_name IS NOT NULL AND credit_code IS NOT NULL)
          OR (subject_kind = 'person' AND person_name IS NOT NULL AND citizen_id IS NOT NULL)
        );
      ALTER TABLE todo_counts
        ADD COLUMN distress_assignment_count integer NOT NULL DEFAULT 0,
        ADD COLUMN distress_handling_count integer NOT NULL DEFAULT 0;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE todo_counts DROP COLUMN distress_assignment_count, DROP COLUMN distress_handling_count;
      DELETE FROM case_read WHERE subject_kind = 'person';
      ALTER TABLE case_read
        DROP CONSTRAINT case_read_subject,
        ALTER COLUMN enterprise_name SET NOT NULL,
        ALTER COLUMN credit_code SET NOT NULL,
        DROP COLUMN citizen_id,
        DROP COLUMN person_name,
        DROP COLUMN subject_kind;
    `);
  }
}
