import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DEFAULT_CASE_DEADLINES, type CaseDeadlines, type ChannelConfig, type ChannelConfigValues, type PortalBootstrap } from '@bk/contracts';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

/** The configuration as stored in tenants.config: the editable values plus the case deadlines. */
export type StoredTenantConfig = Omit<ChannelConfigValues, 'icoFileId' | 'crossImIcoFileId'> &
  Partial<Pick<ChannelConfigValues, 'icoFileId' | 'crossImIcoFileId'>> & { deadlines?: Partial<CaseDeadlines>; channelConfigVersion?: number };

export type Tenant = {
  tenantId: string;
  channel: string;
  name: string;
  /** What the portal reads: icons as addresses. */
  config: ChannelConfig;
  /** The editable values as stored, icons as file ids (unset icons are null). */
  values: ChannelConfigValues;
  /** Case deadlines, configurable per association. */
  deadlines: CaseDeadlines;
};

type TenantRow = { tenant_id: string; channel: string; name: string; config: StoredTenantConfig };

const CACHE_MS = 30_000;

/** The public address of an association's icon; the file id in it makes each version its own URL. */
export const channelIconPath = (channel: string, fileId: string | null): string | null =>
  fileId ? `/api/noauth/v1/associatio/icon?_channel=${encodeURIComponent(channel)}&fileId=${fileId}` : null;

const tenantOf = (row: TenantRow): Tenant => {
  const { deadlines, icoFileId = null, crossImIcoFileId = null, channelConfigVersion: _version, ...rest } = row.config;
  const values: ChannelConfigValues = { ...rest, icoFileId, crossImIcoFileId };
  return {
    tenantId: row.tenant_id,
    channel: row.channel,
    name: row.name,
    config: { ...rest, channel: row.channel, ico: channelIconPath(row.channel, icoFileId), crossImIco: channelIconPath(row.channel, crossImIcoFileId) },
    values,
    deadlines: { ...DEFAULT_CASE_DEADLINES, ...deadlines },
  };
};

/** Resolves an associationId (the channel) to its tenant. Unknown channels are the spec's 404. */
@Injectable()
export class TenantService {
  private readonly cache = new Map<string, { tenant: Tenant; until: number }>();

  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Cached for a short while: every public call resolves its channel, most never look at the configuration. */
  async byChannel(channel: string): Promise<Tenant> {
    const cached = this.cache.get(channel);
    if (cached && cached.until > Date.now()) return cached.tenant;
    return this.fresh(channel);
  }

  /**
   * Read from the database, never from the cache, and refresh the cache with it: what the portal
   * shows of the configuration must be the saved one on every replica, at once.
   */
  async fresh(channel: string): Promise<Tenant> {
    const tenant = await this.read(channel);
    if (!tenant) throw ApiError.notFound('未找到该协会');
    return tenant;
  }

  /**
   * What a portal page of this association embeds: exactly the public answers of
   * GET noauth/v1/tenant and POST noauth/v1/associatio/config, read fresh as the latter is.
   * Undefined for an unknown association (its page goes to the 404 flow).
   */
  async portalBootstrap(channel: string): Promise<PortalBootstrap | undefined> {
    const tenant = await this.read(channel);
    return tenant && { channel, tenant: { tenantId: tenant.tenantId }, config: tenant.config };
  }

  private async read(channel: string): Promise<Tenant | undefined> {
    const rows: TenantRow[] = await this.dataSource.query('SELECT tenant_id, channel, name, config FROM tenants WHERE channel = $1', [channel]);
    const row = rows[0];
    if (!row) return undefined;
    const tenant = tenantOf(row);
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
