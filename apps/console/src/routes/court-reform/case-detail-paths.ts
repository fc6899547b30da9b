import type { CaseListOrigin } from './case-list';

/**
 * The spec gives each list its own detail route: courtReformInformation (allocation, and the
 * statements list), courtReformInformationBind (handling), courtReformInformationQuery (query).
 * They show the same page; the list it belongs to decides where "back" goes.
 */
export const caseDetailPaths = {
  courtReformAssign: '/index/$associationId/courtReformInformation/$caseId',
  courtReformMark: '/index/$associationId/courtReformInformation/$caseId',
  courtReformBind: '/index/$associationId/courtReformInformationBind/$caseId',
  courtReformQuery: '/index/$associationId/courtReformInformationQuery/$caseId',
} as const satisfies Record<CaseListOrigin, string>;
