import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ContentCategory, ContentKindKey } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a content item may name besides itself: its association's verified files and categories. */
@Injectable()
export class ContentReferences {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The ids among `fileIds` that are not verified files of the association. */
  async unverifiedFiles(tenantId: string, fileIds: readonly string[]): Promise<string[]> {
    const wellFormed = fileIds.filter((id) => UUID.test(id));
    if (wellFormed.length === 0) return [...fileIds];
    const rows: { fileId: string }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT file_id::text AS "fileId" FROM stored_files WHERE file_id = ANY($1::uuid[]) AND status = 'verified'`, [wellFormed]),
    );
    const verified = new Set(rows.map((row) => row.fileId));
    return fileIds.filter((id) => !verified.has(id));
  }

  async categories(tenantId: string, kind?: ContentKindKey): Promise<ContentCategory[]> {
    return inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `SELECT code, kind, name, sort_order AS "sortOrder" FROM content_categories WHERE ($1::text IS NULL OR kind = $1) ORDER BY kind, sort_order, code`,
        [kind ?? null],
      ),
    );
  }

  async categoryExists(tenantId: string, kind: ContentKindKey, code: number): Promise<boolean> {
    const rows: unknown[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query('SELECT 1 FROM content_categories WHERE kind = $1 AND code = $2', [kind, code]),
    );
    return rows.length > 0;
  }
}
