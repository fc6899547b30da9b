import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { caseDetailRouteOptions, caseQueueRouteOptions } from '../cases/case-routes';
import { authenticatedRoute } from '../shell/layout-routes';
import { courtReformKind } from './court-reform-kind';

const queueRoute = <Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => authenticatedRoute, path, ...caseQueueRouteOptions(courtReformKind, path) });

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
  assignRoute,
  bindRoute,
  markRoute,
  queryRoute,
  informationRoute,
  informationBindRoute,
  informationQueryRoute,
] as const;
