import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  channelConfigFields,
  type ChannelConfigChange,
  type ChannelConfigField,
  type ChannelConfigIcon,
  type ChannelConfigSettings,
  type ChannelConfigValues,
} from '@bk/contracts';
import type { ChannelConfigEvent } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { COURT_REFORM_STREAM_TYPE, RESTRUCTURING_TASK_STREAM_TYPE } from '@bk/workflows';
import { AggregateStore } from '../aggregates/aggregate-store';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { StoredFiles } from '../storage/stored-files';
import { TenantService } from '../tenant/tenant.service';
import { channelConfigKind } from './channel-config-aggregate';

const fieldSet = new Set<string>(channelConfigFields);

/** Only the editable fields, in their declared order: a stored configuration may hold other keys. */
export const editableValues = (values: ChannelConfigValues): ChannelConfigValues =>
  Object.fromEntries(channelConfigFields.map((field) => [field, values[field] ?? null])) as ChannelConfigValues;

const changeOf = (version: number, recordedAt: string, data: ChannelConfigEvent['data']): ChannelConfigChange => ({
  version,
  at: data.at ?? recordedAt,
  actor: { id: data.actor.id, name: data.actor.name },
  changes: data.changes.filter((change) => fieldSet.has(change.field)).map((change) => ({ ...change, field: change.field as ChannelConfigField })),
});

/**
 * POST /api/v1/associatio/config/list: the configuration as the portal gets it, the stream
 * version to base a change on, the icons' files, whether the portal mode is still open, and the
 * recorded changes. Read uncached: the editor needs the current version.
 */
@Injectable()
export class ChannelConfigSettingsQuery {
  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly store: AggregateStore,
    private readonly tenants: TenantService,
    private readonly files: StoredFiles,
  ) {}

  async read(tenantId: string, channel: string, historySize: number): Promise<ChannelConfigSettings> {
    const [tenant, events, cmsModeLocked] = await Promise.all([
      this.tenants.fresh(channel),
      this.store.history(channelConfigKind, tenantId, tenantId),
      this.casesExist(tenantId),
    ]);
    const history = events.map((event) => changeOf(event.version, event.recordedAt, event.data as ChannelConfigEvent['data'])).reverse();
    const config = editableValues(tenant.values);
    const [ico, crossImIco] = await Promise.all([this.icon(tenantId, config.icoFileId), this.icon(tenantId, config.crossImIcoFileId)]);
    return {
      channel,
      config,
      version: events.length,
      updatedAt: history[0]?.at ?? null,
      updatedBy: history[0]?.actor.name ?? null,
      icons: { ico, crossImIco },
      cmsModeLocked,
      history: history.slice(0, historySize),
    };
  }

  /** Any case of either kind, filed or not yet projected: the event store is the first to know. */
  async casesExist(tenantId: string): Promise<boolean> {
    const rows: { exists: boolean }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query('SELECT EXISTS (SELECT 1 FROM events WHERE tenant_id = $1 AND stream_type = ANY($2)) AS exists', [
        tenantId,
        [COURT_REFORM_STREAM_TYPE, RESTRUCTURING_TASK_STREAM_TYPE],
      ]),
    );
    return rows[0]?.exists ?? false;
  }

  private async icon(tenantId: string, fileId: string | null): Promise<ChannelConfigIcon | null> {
    if (!fileId) return null;
    const file = await this.files.find(tenantId, fileId);
    return file ? { fileId, fileName: file.fileName, contentType: file.contentType, size: file.declaredSize } : null;
  }
}
