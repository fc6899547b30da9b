import { contentLabelDecider, labelKey, type ContentLabelCommand, type ContentLabelEvent, type ContentLabelState } from '@bk/domain';
import { deterministicEventId } from '@bk/infrastructure';
import type { AggregateKind } from '../aggregates/aggregate-store';

/** A label's id follows from its association and its name's key: the same name is always the same label. */
export const labelIdOf = (tenantId: string, name: string): string => deterministicEventId(`content-label:${tenantId}:${labelKey(name)}`, 0);

/** One stream per label; its read model is its row in content_labels, present while the label is. */
export const contentLabelKind: AggregateKind<ContentLabelCommand, ContentLabelEvent, ContentLabelState> = {
  streamType: 'content-label',
  decider: contentLabelDecider,
  changedMeanwhile: '标签刚被他人修改，请刷新后重试',
  notFound: '标签不存在或已删除',
  project: async (manager, { tenantId, id, after, events }) => {
    if (after.status === 'defined') {
      const defined = events.find((event) => event.type === 'ContentLabelDefined');
      await manager.query(
        `INSERT INTO content_labels (label_id, tenant_id, name, name_key, created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (label_id) DO UPDATE SET name = excluded.name, created_at = excluded.created_at, created_by = excluded.created_by`,
        [id, tenantId, after.name, labelKey(after.name), defined?.data.at, defined?.data.actor.name],
      );
    } else {
      await manager.query('DELETE FROM content_labels WHERE label_id = $1', [id]);
    }
  },
};
