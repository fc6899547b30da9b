import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ContentCategory, ContentKindKey } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';

/** The association's categories a content item may name. */
@Injectable()
export class ContentReferences {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

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
