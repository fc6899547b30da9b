import { channelConfigDecider, type ChannelConfigCommand, type ChannelConfigEvent, type ChannelConfigState } from '@bk/domain';
import type { AggregateKind } from '../aggregates/aggregate-store';

/** Marks a configuration staff have saved (with the stream's version): re-seeding keeps it. */
export const CHANNEL_CONFIG_VERSION_KEY = 'channelConfigVersion';

/**
 * One stream per association. Its read model is the association's row in `tenants`: the saved
 * values are merged into `config` (the case deadlines beside them, and their own "last changed"
 * columns, are left alone), so the public configuration and the tenant resolution read the
 * change from the same commit.
 */
export const channelConfigKind: AggregateKind<ChannelConfigCommand, ChannelConfigEvent, ChannelConfigState> = {
  streamType: 'channel-config',
  decider: channelConfigDecider,
  changedMeanwhile: '渠道配置已被他人修改，请刷新后重试',
  notFound: '渠道配置不存在',
  project: async (manager, { tenantId, after, version }) => {
    await manager.query('UPDATE tenants SET config = config || $2::jsonb WHERE tenant_id = $1', [
      tenantId,
      JSON.stringify({ ...after.values, [CHANNEL_CONFIG_VERSION_KEY]: version }),
    ]);
  },
};
