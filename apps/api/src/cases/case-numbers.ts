import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

/**
 * Human-readable case numbers: a prefix, the year and a per-association sequence, e.g.
 * TWCZ2026000042. The counter row is locked by its upsert, so concurrent filings get distinct numbers.
 */
@Injectable()
export class CaseNumbers {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  async next(tenantId: string, prefix: string, at: string): Promise<string> {
    const series = `${prefix}${at.slice(0, 4)}`;
    const rows: { last_value: number }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `INSERT INTO case_number_counters (tenant_id, prefix, last_value) VALUES ($1, $2, 1)
         ON CONFLICT (tenant_id, prefix) DO UPDATE SET last_value = case_number_counters.last_value + 1
         RETURNING last_value`,
        [tenantId, series],
      ),
    );
    return `${series}${String(rows[0]?.last_value ?? 1).padStart(6, '0')}`;
  }
}
