import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { StoredFileStatus } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import type { UploadQuota } from './upload-quota';

export type StoredFileRow = {
  fileId: string;
  tenantId: string;
  /** Where the served object is: the upload key until verification, then a key no upload URL names. */
  objectKey: string;
  /** The key the presigned PUT points at. */
  uploadKey: string;
  fileName: string;
  extension: string;
  contentType: string;
  declaredSize: number;
  status: StoredFileStatus;
  refusalReason: string | null;
  /** The staff member's uid or the portal user's id. */
  uploadedBy: string;
};

export type NewStoredFile = Omit<StoredFileRow, 'status' | 'refusalReason' | 'objectKey'>;

/** What one uploader has in flight and has started lately, against the quota. */
export type UploaderUsage = { pendingFiles: number; pendingBytes: number; dayFiles: number; dayBytes: number };

const COLUMNS = `file_id AS "fileId", tenant_id AS "tenantId", object_key AS "objectKey", upload_key AS "uploadKey", file_name AS "fileName",
  extension, content_type AS "contentType", declared_size::float8 AS "declaredSize", status, refusal_reason AS "refusalReason", uploaded_by AS "uploadedBy"`;

/** The stored_files table, always inside the caller's association (row-level security). */
@Injectable()
export class StoredFiles {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /**
   * Records a pending upload if the uploader's quota admits it, else answers the usage that
   * refused it. One uploader's presigns queue on an advisory lock, so parallel requests are
   * counted one after another and never all slip under the limit together.
   */
  insertPendingWithin(file: NewStoredFile, quota: UploadQuota): Promise<UploaderUsage | undefined> {
    return inTenantTransaction(this.dataSource, file.tenantId, async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('stored_files:' || $1 || ':' || $2, 0))`, [file.tenantId, file.uploadedBy]);
      const [usage]: UploaderUsage[] = await manager.query(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS "pendingFiles",
                coalesce(sum(declared_size) FILTER (WHERE status = 'pending'), 0)::float8 AS "pendingBytes",
                count(*)::int AS "dayFiles", coalesce(sum(declared_size), 0)::float8 AS "dayBytes"
         FROM stored_files WHERE uploaded_by = $1 AND created_at > now() - interval '24 hours'`,
        [file.uploadedBy],
      );
      if (usage && !quota.admits(usage, file.declaredSize)) return usage;
      await manager.query(
        `INSERT INTO stored_files (file_id, tenant_id, object_key, upload_key, file_name, extension, content_type, declared_size, status, uploaded_by)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, 'pending', $8)`,
        [file.fileId, file.tenantId, file.uploadKey, file.fileName, file.extension, file.contentType, file.declaredSize, file.uploadedBy],
      );
      return undefined;
    });
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

  /**
   * Settles a pending file: verified at `objectKey` (the copy its checks read), or refused with the
   * reason. False when it was no longer pending (a concurrent verification won).
   */
  async decide(tenantId: string, fileId: string, verdict: { status: 'verified'; objectKey: string } | { status: 'refused'; reason: string }): Promise<boolean> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count], not rows.
    const [settled]: { n: number }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `WITH settled AS (
           UPDATE stored_files SET status = $2, refusal_reason = $3, object_key = coalesce($4, object_key), decided_at = now()
           WHERE file_id = $1 AND status = 'pending' RETURNING 1)
         SELECT count(*)::int AS n FROM settled`,
        [fileId, verdict.status, verdict.status === 'refused' ? verdict.reason : null, verdict.status === 'verified' ? verdict.objectKey : null],
      ),
    );
    return (settled?.n ?? 0) > 0;
  }

  /**
   * A thing of the association now names these files: they are kept (a verified file nothing
   * names is expired after a week). Called before the naming write commits, so a crash between
   * the two keeps a file rather than losing one.
   */
  async markReferenced(tenantId: string, fileIds: readonly string[]): Promise<void> {
    if (fileIds.length === 0) return;
    await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`UPDATE stored_files SET referenced_at = now() WHERE file_id = ANY($1::uuid[]) AND referenced_at IS NULL`, [fileIds]),
    );
  }
}
