import { rosterStatuses } from '@bk/contracts';
import { OrganisationTypes } from '@bk/domain';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { authenticatedRoute } from '../shell/layout-routes';

// A screen is a chunk of its own, loaded when first visited.
const RosterPage = lazyRouteComponent(() => import('./roster-page'), 'RosterPage');

const orgTypeCodes = Object.values(OrganisationTypes).map((type) => type.code as number);

const rosterRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'rosterManagement',
  staticData: { menuKey: 'rosterManagement' },
  validateSearch: z.object({
    page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
    keyword: z.string().max(100).optional().catch(undefined),
    orgType: z.coerce.number().int().refine((code) => orgTypeCodes.includes(code)).optional().catch(undefined),
    status: z.enum(rosterStatuses).optional().catch(undefined),
  }),
  component: RosterPage,
});

/** Under the authenticated layout. */
export const rosterRoutes = [rosterRoute] as const;
