import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { caseAreaRouteOptions, caseDetailRouteOptions, caseQueueRouteOptions } from '../cases/case-routes';
import { authenticatedRoute } from '../shell/layout-routes';
import { courtReformKind } from './court-reform-kind';

const queueRoute = <Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => authenticatedRoute, path, ...caseQueueRouteOptions(courtReformKind, path) });

/** courtReform: the area's landing screen. */
const areaRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReform',
  ...caseAreaRouteOptions(courtReformKind, 'courtReform', { zh: '庭外重组', en: 'Out-of-court restructuring' }, {
    zh: '庭外重组申请的分配、办理、出具说明与进度，数字为实时待办。',
    en: 'Allocation, handling, statements and progress of out-of-court restructuring; the figures are live to-dos.',
  }),
});

const assignRoute = queueRoute('courtReformAssign');
const bindRoute = queueRoute('courtReformBind');
const markRoute = queueRoute('courtReformMark');
const queryRoute = queueRoute('courtReformQuery');

/** courtReformInformation: a case opened from allocation, or from the statements list (by `from`). */
const informationRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformInformation/$caseId',
  // The queue it was opened from; the page and the menu ignore a key that is not one of the kind's queues.
  validateSearch: z.object({ from: z.string().max(64).optional().catch(undefined) }),
  ...caseDetailRouteOptions(courtReformKind, 'courtReformAssign'),
});

/** courtReformInformationBind: a case opened from the handling list. */
const informationBindRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformInformationBind/$caseId',
  ...caseDetailRouteOptions(courtReformKind, 'courtReformBind'),
});

/** courtReformInformationQuery: a case opened from the progress query. */
const informationQueryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformInformationQuery/$caseId',
  ...caseDetailRouteOptions(courtReformKind, 'courtReformQuery'),
});

/** Under the authenticated layout. */
export const courtReformRoutes = [
  areaRoute,
  assignRoute,
  bindRoute,
  markRoute,
  queryRoute,
  informationRoute,
  informationBindRoute,
  informationQueryRoute,
] as const;
