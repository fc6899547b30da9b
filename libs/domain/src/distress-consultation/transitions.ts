import type { TransitionTable, Vocabulary } from '../shared/transitions';
import type { DistressConsultationCommandType } from './commands';
import { distressConsultationStateLabel } from './consultation-state';
import type { DistressConsultationState } from './state';

export type DistressConsultationLifecycleStatus = DistressConsultationState['status'];

/**
 * submitted → allocated → handled → completed; an allocation whose deadline lapses (or that the
 * allocator recalls) returns to the pool; the handler may ask the applicant for more materials,
 * and their supply hands the consultation back to the same handler.
 */
export const distressConsultationTransitions: TransitionTable<DistressConsultationLifecycleStatus, DistressConsultationCommandType> = {
  empty: { SubmitDistressConsultation: 'submitted' },
  submitted: { AllocateDistressConsultation: 'allocated' },
  allocated: {
    HandleDistressConsultation: 'handled',
    ReturnDistressConsultationToPool: 'submitted',
    RequestDistressMaterials: 'awaitingMaterials',
  },
  awaitingMaterials: { SupplyDistressMaterials: 'allocated' },
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
    RequestDistressMaterials: { zh: '要求补充材料', en: 'request more materials' },
    SupplyDistressMaterials: { zh: '补充材料', en: 'supply materials' },
    HandleDistressConsultation: { zh: '处理', en: 'handle' },
    CompleteDistressConsultation: { zh: '办结', en: 'complete' },
  },
};
