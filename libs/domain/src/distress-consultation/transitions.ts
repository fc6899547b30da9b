import type { TransitionTable, Vocabulary } from '../shared/transitions';
import type { DistressConsultationCommandType } from './commands';
import { distressConsultationStateLabel } from './consultation-state';
import type { DistressConsultationState } from './state';

export type DistressConsultationLifecycleStatus = DistressConsultationState['status'];

/** submitted → allocated → handled → completed; an allocation whose deadline lapses returns to the pool. */
export const distressConsultationTransitions: TransitionTable<DistressConsultationLifecycleStatus, DistressConsultationCommandType> = {
  empty: { SubmitDistressConsultation: 'submitted' },
  submitted: { AllocateDistressConsultation: 'allocated' },
  allocated: { HandleDistressConsultation: 'handled', ReturnDistressConsultationToPool: 'submitted' },
  handled: { CompleteDistressConsultation: 'completed' },
  completed: {},
};

export const distressConsultationVocabulary: Vocabulary<DistressConsultationLifecycleStatus, DistressConsultationCommandType> = {
  aggregate: { zh: '困境咨询', en: 'distress consultation' },
  statuses: { empty: { zh: '未提交', en: 'Not submitted' }, ...distressConsultationStateLabel },
  actions: {
    SubmitDistressConsultation: { zh: '提交咨询', en: 'submit' },
    AllocateDistressConsultation: { zh: '分配', en: 'allocate' },
    ReturnDistressConsultationToPool: { zh: '退回待分配', en: 'return to pool' },
    HandleDistressConsultation: { zh: '处理', en: 'handle' },
    CompleteDistressConsultation: { zh: '办结', en: 'complete' },
  },
};
