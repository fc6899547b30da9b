import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { caseDetailRouteOptions, caseQueueRouteOptions } from '../cases/case-routes';
import { authenticatedRoute } from '../shell/layout-routes';
import { distressKind } from './distress-kind';

const queueRoute = <Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => authenticatedRoute, path, ...caseQueueRouteOptions(distressKind, path) });

const allocationRoute = queueRoute('dilemmaInformation');
const handlingRoute = queueRoute('dilemmaInformationHandle');
const queryRoute = queueRoute('dilemmaInformationQuery');

/** detailsDilemmaInformation: a consultation opened from allocation or from handling (by `from`). */
const detailsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'detailsDilemmaInformation/$caseId',
  // The queue it was opened from; the page and the menu ignore a key that is not one of the kind's queues.
  validateSearch: z.object({ from: z.string().max(64).optional().catch(undefined) }),
  ...caseDetailRouteOptions(distressKind, 'dilemmaInformation'),
});

/** The progress query's details. */
const queryDetailsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'dilemmaInformationQuery/$caseId',
  ...caseDetailRouteOptions(distressKind, 'dilemmaInformationQuery'),
});

/** Under the authenticated layout. */
export const distressRoutes = [allocationRoute, handlingRoute, queryRoute, detailsRoute, queryDetailsRoute] as const;
