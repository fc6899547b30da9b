import type { TransitionTable, Vocabulary } from '../shared/transitions';
import type { CourtReformCommandType } from './commands';
import { courtReformStateLabel } from './process-state';
import type { CourtReformState } from './state';

export type CourtReformLifecycleStatus = CourtReformState['status'];

/**
 * apply 0 → unsigned 1 → processing 2 → reject 3 / register 4 → complete 5 (spec §4).
 * Inside register, a statement must be issued (once) before the case can complete.
 */
export const courtReformTransitions: TransitionTable<CourtReformLifecycleStatus, CourtReformCommandType> = {
  empty: { SubmitCourtReformApplication: 'apply' },
  apply: { AssignCourtReformHandler: 'unsigned', RejectCourtReformCase: 'reject' },
  unsigned: { SignCourtReformCase: 'processing', ReturnCourtReformToPool: 'apply' },
  processing: { NoteCourtReformProgress: 'processing', RejectCourtReformCase: 'reject', RegisterCourtReformCase: 'register' },
  reject: {},
  register: { IssueCourtReformStatement: 'register', CompleteCourtReformCase: 'complete' },
  complete: {},
};

export const courtReformVocabulary: Vocabulary<CourtReformLifecycleStatus, CourtReformCommandType> = {
  aggregate: { zh: '案件', en: 'court-reform case' },
  statuses: { empty: { zh: '未提交', en: 'Not submitted' }, ...courtReformStateLabel },
  actions: {
    SubmitCourtReformApplication: { zh: '提交申请', en: 'submit' },
    AssignCourtReformHandler: { zh: '分配承办人', en: 'assign' },
    ReturnCourtReformToPool: { zh: '退回待分配', en: 'return to pool' },
    SignCourtReformCase: { zh: '签收', en: 'sign' },
    NoteCourtReformProgress: { zh: '填报办理进展', en: 'add progress note' },
    RejectCourtReformCase: { zh: '驳回', en: 'reject' },
    RegisterCourtReformCase: { zh: '登记', en: 'register' },
    IssueCourtReformStatement: { zh: '出具文书', en: 'issue statement' },
    CompleteCourtReformCase: { zh: '办结', en: 'complete' },
  },
};
