import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { StoredFileStatus } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

export type StoredFileRow = {
  fileId: string;
  tenantId: string;
  objectKey: string;
  fileName: string;
  extension: string;
  contentType: string;
  declaredSize: number;
  status: StoredFileStatus;
  refusalReason: string | null;
  /** The staff member's uid or the portal user's id. */
  uploadedBy: string;
};

export type NewStoredFile = Omit<StoredFileRow, 'status' | 'refusalReason'>;

const COLUMNS = `file_id AS "fileId", tenant_id AS "tenantId", object_key AS "objectKey", file_name AS "fileName",
  extension, content_type AS "contentType", declared_size::float8 AS "declaredSize", status, refusal_reason AS "refusalReason", uploaded_by AS "uploadedBy"`;

/** The stored_files table, always inside the caller's association (row-level security). */
@Injectable()
export class StoredFiles {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  async insertPending(file: NewStoredFile): Promise<void> {
    await inTenantTransaction(this.dataSource, file.tenantId, (manager) =>
      manager.query(
        `INSERT INTO stored_files (file_id, tenant_id, object_key, file_name, extension, content_type, declared_size, status, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)`,
        [file.fileId, file.tenantId, file.objectKey, file.fileName, file.extension, file.contentType, file.declaredSize, file.uploadedBy],
      ),
    );
  }

  /** Several files in one query (a form's or an application's attachments); unknown ids are simply absent. */
  async findAll(tenantId: string, fileIds: readonly string[]): Promise<StoredFileRow[]> {
    if (fileIds.length === 0) return [];
    return inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT ${COLUMNS} FROM stored_files WHERE file_id = ANY($1::uuid[])`, [fileIds]),
    );
  }

  async find(tenantId: string, fileId: string): Promise<StoredFileRow | undefined> {
    const rows: StoredFileRow[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT ${COLUMNS} FROM stored_files WHERE file_id = $1`, [fileId]),
    );
    return rows[0];
  }

  /** Settles a pending file; false when it was no longer pending (a concurrent verification won). */
  async decide(tenantId: string, fileId: string, status: 'verified' | 'refused', reason: string | null = null): Promise<boolean> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count], not rows.
    const [settled]: { n: number }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `WITH settled AS (
           UPDATE stored_files SET status = $2, refusal_reason = $3, decided_at = now()
           WHERE file_id = $1 AND status = 'pending' RETURNING 1)
         SELECT count(*)::int AS n FROM settled`,
        [fileId, status, reason],
      ),
    );
    return (settled?.n ?? 0) > 0;
  }
}
