import { channelConfigDecider, type ChannelConfigCommand, type ChannelConfigEvent, type ChannelConfigState } from '@bk/domain';
import type { AggregateKind } from '../aggregates/aggregate-store';

/**
 * One stream per association. Its read model is the association's row in `tenants`: the saved
 * values are merged into `config` (the case deadlines beside them are left alone), so the public
 * configuration and the tenant resolution read the change in the same transaction's commit.
 */
export const channelConfigKind: AggregateKind<ChannelConfigCommand, ChannelConfigEvent, ChannelConfigState> = {
  streamType: 'channel-config',
  decider: channelConfigDecider,
  changedMeanwhile: '渠道配置已被他人修改，请刷新后重试',
  notFound: '渠道配置不存在',
  project: async (manager, { tenantId, after, events }) => {
    const last = events[events.length - 1];
    await manager.query(
      `UPDATE tenants SET config = config || $2::jsonb, config_updated_at = $3, config_updated_by = $4 WHERE tenant_id = $1`,
      [tenantId, JSON.stringify(after.values), last?.data.at, last?.data.actor.name],
    );
  },
};
