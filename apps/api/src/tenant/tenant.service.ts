import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DEFAULT_CASE_DEADLINES, type CaseDeadlines, type ChannelConfig } from '@bk/contracts';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

export type Tenant = {
  tenantId: string;
  channel: string;
  name: string;
  config: ChannelConfig;
  /** Case deadlines, configurable per association. */
  deadlines: CaseDeadlines;
};

type TenantRow = { tenant_id: string; channel: string; name: string; config: ChannelConfig & { deadlines?: Partial<CaseDeadlines> } };

const CACHE_MS = 30_000;

/** Resolves an associationId (the channel) to its tenant. Unknown channels are the spec's 404. */
@Injectable()
export class TenantService {
  private readonly cache = new Map<string, { tenant: Tenant; until: number }>();

  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  async byChannel(channel: string): Promise<Tenant> {
    const cached = this.cache.get(channel);
    if (cached && cached.until > Date.now()) return cached.tenant;
    const rows: TenantRow[] = await this.dataSource.query(
      'SELECT tenant_id, channel, name, config FROM tenants WHERE channel = $1',
      [channel],
    );
    const row = rows[0];
    if (!row) throw ApiError.notFound('未找到该协会');
    const { deadlines, ...config } = row.config;
    const tenant: Tenant = {
      tenantId: row.tenant_id,
      channel: row.channel,
      name: row.name,
      config: { ...config, channel: row.channel },
      deadlines: { ...DEFAULT_CASE_DEADLINES, ...deadlines },
    };
    this.cache.set(channel, { tenant, until: Date.now() + CACHE_MS });
    return tenant;
  }

  /**
   * Forgets the cached tenant after its configuration changed, so the next application here uses
   * the new values. Other API replicas catch up when their entry expires (CACHE_MS).
   */
  forget(channel: string): void {
    this.cache.delete(channel);
  }
}
