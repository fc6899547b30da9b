import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from '../shell/layout-routes';
import { OrganisationPage } from './organisation-page';

const organisationRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'organizationalStructure',
  staticData: { menuKey: 'organizationalStructure' },
  component: OrganisationPage,
});

/** Under the authenticated layout. */
export const organisationRoutes = [organisationRoute] as const;
