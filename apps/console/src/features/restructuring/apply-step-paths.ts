/** The three steps of an application, one route each. */
export const applyStepPaths = {
  1: '/index/$associationId/courtReformApply-step1-csj',
  2: '/index/$associationId/courtReformApply-step2-csj',
  3: '/index/$associationId/courtReformApply-step3-csj',
} as const;
