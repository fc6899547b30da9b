import { createRoute, redirect, lazyRouteComponent } from '@tanstack/react-router';
import { shellRoute } from '../shell/layout-routes';

// A screen is a chunk of its own, loaded when first visited.
const DashboardPage = lazyRouteComponent(() => import('./dashboard-page'), 'DashboardPage');

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
