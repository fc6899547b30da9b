import { createRoute, redirect } from '@tanstack/react-router';
import { shellRoute } from '../shell/layout-routes';
import { DashboardPage } from './dashboard-page';

/** /index/:associationId opens the dashboard. */
const shellIndexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/index/$associationId/dashboard', params, replace: true });
  },
});

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'dashboard',
  staticData: { menuKey: 'dashboard' },
  component: DashboardPage,
});

/** Under the shell: open to visitors. */
export const dashboardRoutes = [shellIndexRoute, dashboardRoute] as const;
