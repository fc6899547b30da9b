import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DEFAULT_CASE_DEADLINES, type CaseDeadlines, type CaseDeadlinesSettings } from '@bk/contracts';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';

export type SettingsRow = {
  deadlines: Partial<CaseDeadlines> | null;
  config_version: number;
  config_updated_at: Date;
  config_updated_by: string | null;
};

/** Unset keys read as the platform's defaults, exactly as the TenantService applies them to new cases. */
export const settingsOf = (row: SettingsRow): CaseDeadlinesSettings => ({
  ...DEFAULT_CASE_DEADLINES,
  ...row.deadlines,
  version: row.config_version,
  updatedAt: row.config_updated_at.toISOString(),
  updatedBy: row.config_updated_by,
});

export const SETTINGS_COLUMNS = `config->'deadlines' AS deadlines, config_version, config_updated_at, config_updated_by`;

/** The association's case deadlines as the next case will get them, uncached (the editor needs the current version). */
@Injectable()
export class CaseDeadlinesSettingsQuery {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  async read(tenantId: string): Promise<CaseDeadlinesSettings> {
    const rows: SettingsRow[] = await this.dataSource.query(`SELECT ${SETTINGS_COLUMNS} FROM tenants WHERE tenant_id = $1`, [tenantId]);
    if (!rows[0]) throw new Error(`tenant ${tenantId} has no row`);
    return settingsOf(rows[0]);
  }
}
