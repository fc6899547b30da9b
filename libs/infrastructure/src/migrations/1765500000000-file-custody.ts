import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files in custody. A presigned PUT points at `upload_key`; verification copies the object to
 * `object_key`, a key no upload URL names, so replaying the URL after verification changes
 * nothing that is served. `upload_key_cleared_at` records that the upload key's object was
 * deleted after the URL expired (a replay in the meantime leaves nothing behind).
 * `referenced_at` is set when a thing of the association first names the file (content, a
 * consultation, a message, a form, the configuration); a verified file nothing names within a
 * week is `expired`: its object deleted, its row kept with the reason.
 * Rows from before keep their key as both (their URLs expired long ago) and count as referenced.
 */
export class FileCustody1765500000000 implements MigrationInterface {
  name = 'FileCustody1765500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE stored_files
        ADD COLUMN upload_key text,
        ADD COLUMN upload_key_cleared_at timestamptz,
        ADD COLUMN referenced_at timestamptz;
      UPDATE stored_files SET upload_key = object_key, upload_key_cleared_at = now(),
        referenced_at = CASE WHEN status = 'verified' THEN now() END;
      ALTER TABLE stored_files ALTER COLUMN upload_key SET NOT NULL;
      ALTER TABLE stored_files DROP CONSTRAINT stored_files_status_check;
      ALTER TABLE stored_files ADD CONSTRAINT stored_files_status_check CHECK (status IN ('pending', 'verified', 'refused', 'expired'));
      -- The sweep's scans: upload keys still to clear, verified files nothing named.
      CREATE INDEX stored_files_upload_key_open ON stored_files (created_at) WHERE upload_key_cleared_at IS NULL AND status <> 'pending';
      CREATE INDEX stored_files_unreferenced ON stored_files (decided_at) WHERE status = 'verified' AND referenced_at IS NULL;
      -- The upload quota's count: one uploader's recent files.
      CREATE INDEX stored_files_uploader ON stored_files (tenant_id, uploaded_by, created_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX stored_files_uploader;
      DROP INDEX stored_files_unreferenced;
      DROP INDEX stored_files_upload_key_open;
      DELETE FROM stored_files WHERE status = 'expired';
      ALTER TABLE stored_files DROP CONSTRAINT stored_files_status_check;
      ALTER TABLE stored_files ADD CONSTRAINT stored_files_status_check CHECK (status IN ('pending', 'verified', 'refused'));
      ALTER TABLE stored_files DROP COLUMN referenced_at, DROP COLUMN upload_key_cleared_at, DROP COLUMN upload_key;
    `);
  }
}
