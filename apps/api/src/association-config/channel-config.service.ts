import { Injectable } from '@nestjs/common';
import {
  CHANNEL_ICON_MAX_BYTES,
  CHANNEL_ICON_TYPES,
  channelIconRefusal,
  type ChannelConfigSettings,
  type ChannelConfigValues,
  type SaveChannelConfigRequest,
} from '@bk/contracts';
import type { ChannelConfigRecord } from '@bk/domain';
import { AggregateStore } from '../aggregates/aggregate-store';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { StoredFiles } from '../storage/stored-files';
import { TenantService } from '../tenant/tenant.service';
import { channelConfigKind } from './channel-config-aggregate';
import { ChannelConfigSettingsQuery, editableValues } from './channel-config-settings';

const ICONS = [
  { field: 'icoFileId', label: '网站图标' },
  { field: 'crossImIcoFileId', label: '跨境沟通图标' },
] as const;

/**
 * Saves the association's channel configuration through the aggregate kit: load its stream,
 * decide (what changed; the portal mode only while no case exists), append with the version the
 * editor read and write the tenant row, in one transaction. The cached tenant is dropped so the
 * next request here, and the public configuration everywhere, read the new values.
 */
@Injectable()
export class ChannelConfigService {
  constructor(
    private readonly store: AggregateStore,
    private readonly tenants: TenantService,
    private readonly files: StoredFiles,
    private readonly settings: ChannelConfigSettingsQuery,
  ) {}

  async save(staff: StaffPrincipal, commandId: string, request: SaveChannelConfigRequest): Promise<ChannelConfigSettings> {
    const { version, ...values } = request;
    const current = await this.tenants.fresh(staff.channel);
    await this.checkIcons(staff.tenantId, current.values, values);
    const casesExist = await this.settings.casesExist(staff.tenantId);
    try {
      await this.store.execute(
        channelConfigKind,
        { tenantId: staff.tenantId, id: staff.tenantId, commandId, expectedVersion: version },
        {
          type: 'ChangeChannelConfig',
          baseline: editableValues(current.values) as ChannelConfigRecord,
          values: editableValues(values) as ChannelConfigRecord,
          casesExist,
          actor: staffActor(staff),
          at: new Date().toISOString(),
        },
      );
    } catch (error) {
      // The refusal carries what is current, so the editor can show it before reloading. A version
      // ahead of a stream that does not exist yet is just as stale as one behind.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        throw new ApiError(409, 409, channelConfigKind.changedMeanwhile, { reason: 'CONCURRENCY_CONFLICT', current: await this.settings.read(staff.tenantId, staff.channel, 0) });
      }
      throw error;
    } finally {
      this.tenants.forget(staff.channel);
    }
    return this.settings.read(staff.tenantId, staff.channel, 20);
  }

  /** A new icon must be a verified image of this association (another's is simply not found). */
  private async checkIcons(tenantId: string, current: ChannelConfigValues, next: ChannelConfigValues): Promise<void> {
    for (const { field, label } of ICONS) {
      const fileId = next[field];
      if (!fileId || fileId === current[field]) continue;
      const file = await this.files.find(tenantId, fileId);
      const acceptable =
        file !== undefined &&
        file.status === 'verified' &&
        (CHANNEL_ICON_TYPES as readonly string[]).includes(file.extension) &&
        file.declaredSize <= CHANNEL_ICON_MAX_BYTES;
      if (!acceptable) throw ApiError.badRequest(channelIconRefusal(label), { reason: 'VALIDATION_FAILED', field });
      await this.files.markReferenced(tenantId, [fileId]);
    }
  }
}
