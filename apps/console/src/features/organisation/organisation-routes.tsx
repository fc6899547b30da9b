import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authenticatedRoute } from '../shell/layout-routes';

// A screen is a chunk of its own, loaded when first visited.
const OrganisationPage = lazyRouteComponent(() => import('./organisation-page'), 'OrganisationPage');

const organisationRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'organizationalStructure',
  staticData: { menuKey: 'organizationalStructure' },
  component: OrganisationPage,
});

/** Under the authenticated layout. */
export const organisationRoutes = [organisationRoute] as const;
