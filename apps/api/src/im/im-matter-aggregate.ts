import { matterDecider, type MatterCommand, type MatterEvent, type MatterState } from '@bk/domain';
import type { AggregateKind } from '../aggregates/aggregate-store';
import { projectMatter } from './im-read-model';

/** A matter of the communicate area: stream `matter-<id>`, read model written with its events. */
export const imMatter: AggregateKind<MatterCommand, MatterEvent, MatterState> = {
  streamType: 'matter',
  decider: matterDecider,
  project: (manager, change) => projectMatter(manager, change),
  changedMeanwhile: '事项已被他人更新，请刷新后重试',
  notFound: '事项不存在',
};
