import type { TransitionTable, Vocabulary } from '../shared/transitions';
import type { MatterCommandType } from './commands';
import { matterStatusLabel } from './matter-status';
import type { MatterState } from './state';

export type MatterLifecycleStatus = MatterState['status'];

/** ongoing 0 → ended 1. Messages are posted while ongoing; reading stays possible after the end. */
export const matterTransitions: TransitionTable<MatterLifecycleStatus, MatterCommandType> = {
  empty: { CreateMatter: 'ongoing' },
  ongoing: {
    PostMatterRecord: 'ongoing',
    ReadMatterRecord: 'ongoing',
    ReadAllMatterRecords: 'ongoing',
    FinishMatter: 'ended',
  },
  ended: { ReadMatterRecord: 'ended', ReadAllMatterRecords: 'ended' },
};

export const matterVocabulary: Vocabulary<MatterLifecycleStatus, MatterCommandType> = {
  aggregate: { zh: '事项', en: 'matter' },
  statuses: { empty: { zh: '未创建', en: 'Not created' }, ...matterStatusLabel },
  actions: {
    CreateMatter: { zh: '创建事项', en: 'create' },
    PostMatterRecord: { zh: '发送消息', en: 'post a message' },
    ReadMatterRecord: { zh: '标记已读', en: 'read a message' },
    ReadAllMatterRecords: { zh: '全部已读', en: 'read all messages' },
    FinishMatter: { zh: '结束事项', en: 'finish' },
  },
};
