/** The menu entries that list tasks; each has a task page of its own, so the entry stays highlighted. */
export type TaskListOrigin = 'courtReformApplyList-csj' | 'courtReformAssign-csj' | 'courtReformAccept-csj' | 'courtReformBind-csj';

export const taskListPaths = {
  'courtReformApplyList-csj': '/index/$associationId/courtReformApplyList-csj',
  'courtReformAssign-csj': '/index/$associationId/courtReformAssign-csj',
  'courtReformAccept-csj': '/index/$associationId/courtReformAccept-csj',
  'courtReformBind-csj': '/index/$associationId/courtReformBind-csj',
} as const satisfies Record<TaskListOrigin, string>;

export const taskDetailPaths = {
  'courtReformApplyList-csj': '/index/$associationId/courtReformApplyList-csj/$taskId',
  'courtReformAssign-csj': '/index/$associationId/courtReformAssign-csj/$taskId',
  'courtReformAccept-csj': '/index/$associationId/courtReformAccept-csj/$taskId',
  'courtReformBind-csj': '/index/$associationId/courtReformBind-csj/$taskId',
} as const satisfies Record<TaskListOrigin, string>;

export const applyStepPaths = {
  1: '/index/$associationId/courtReformApply-step1-csj',
  2: '/index/$associationId/courtReformApply-step2-csj',
  3: '/index/$associationId/courtReformApply-step3-csj',
} as const;
