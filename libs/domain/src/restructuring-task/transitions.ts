import type { TransitionTable, Vocabulary } from '../shared/transitions';
import type { RestructuringTaskCommandType } from './commands';
import type { RestructuringTaskState } from './state';
import { restructuringTaskStateLabel } from './task-state';

export type RestructuringTaskLifecycleStatus = RestructuringTaskState['status'];

/**
 * assign 1 → accept 2 → processing 3 → completed 4 / rejected 5 (spec §4). The assignee may
 * decline, or the acceptance deadline lapse, which puts the task back in assign.
 */
export const restructuringTaskTransitions: TransitionTable<RestructuringTaskLifecycleStatus, RestructuringTaskCommandType> = {
  empty: { SubmitRestructuringApplication: 'assign' },
  assign: { AssignRestructuringTask: 'accept' },
  accept: { AcceptRestructuringTask: 'processing', DeclineRestructuringTask: 'assign', ReturnRestructuringTaskToPool: 'assign' },
  processing: { NoteRestructuringProgress: 'processing', CompleteRestructuringTask: 'completed', RejectRestructuringTask: 'rejected' },
  completed: {},
  rejected: {},
};

export const restructuringTaskVocabulary: Vocabulary<RestructuringTaskLifecycleStatus, RestructuringTaskCommandType> = {
  aggregate: { zh: '重整任务', en: 'restructuring task' },
  statuses: { empty: { zh: '未提交', en: 'Not submitted' }, ...restructuringTaskStateLabel },
  actions: {
    SubmitRestructuringApplication: { zh: '提交申请', en: 'submit' },
    AssignRestructuringTask: { zh: '分配任务', en: 'assign' },
    AcceptRestructuringTask: { zh: '受理任务', en: 'accept' },
    DeclineRestructuringTask: { zh: '拒绝受理', en: 'decline' },
    ReturnRestructuringTaskToPool: { zh: '退回待分配', en: 'return to pool' },
    NoteRestructuringProgress: { zh: '填报办理进展', en: 'add progress note' },
    CompleteRestructuringTask: { zh: '办结', en: 'complete' },
    RejectRestructuringTask: { zh: '驳回', en: 'reject' },
  },
};
