import { PageLoader, type Localized } from '@bk/web';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { contentRoutes } from './features/content/content-routes';
import { auditRoutes } from './features/audit/audit-routes';
import { authorityRoutes } from './features/authority/authority-routes';
import { basicConfigRoutes } from './features/basic-config/basic-config-routes';
import { courtReformRoutes } from './features/court-reform/court-reform-routes';
import { dashboardRoutes } from './features/dashboard/dashboard-routes';
import { distressRoutes } from './features/distress/distress-routes';
import { loginRoutes } from './features/login/login-routes';
import { organisationRoutes } from './features/organisation/organisation-routes';
import { restructuringRoutes } from './features/restructuring/restructuring-routes';
import { rosterRoutes } from './features/roster/roster-routes';
import { associationRoute, authenticatedRoute, csjRoute, rootRoute, shellRoute } from './features/shell/layout-routes';

/**
 * The composition point. Each feature owns a route module exporting a tuple of routes under one
 * of the layout routes (features/shell/layout-routes.tsx); this tree only places those tuples.
 * Code-based route modules rather than file-based routing: the tree stays plain TypeScript that
 * tsc checks (typed `to`/`params` on every link, menu paths included) without a generated file or
 * a Vite plugin, and a feature's routes, loaders and search schemas sit in its own folder instead
 * of a routes/ tree. Adding a feature: its folder, its route module, its menu entries
 * (console-menu.ts), its messages (i18n.ts), one line here.
 */
const routeTree = rootRoute.addChildren([
  associationRoute.addChildren([
    ...loginRoutes,
    shellRoute.addChildren([
      ...dashboardRoutes,
      authenticatedRoute.addChildren([
        ...distressRoutes,
        ...courtReformRoutes,
        ...contentRoutes,
        ...auditRoutes,
        ...basicConfigRoutes,
        ...authorityRoutes,
        ...organisationRoutes,
        ...rosterRoutes,
        csjRoute.addChildren([...restructuringRoutes]),
      ]),
    ]),
  ]),
]);

export const createConsoleRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Hovered links preload; Query decides freshness, so the router does not cache loader data.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 1_000,
  });

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Register {
    router: ConsoleRouter;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface StaticDataRouteOption {
    /** The menu entry this page belongs to (highlight and breadcrumb). */
    menuKey?: string;
    /** A page's own breadcrumb title when it is below a menu entry. */
    title?: Localized;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface HistoryState {
    /** The restructuring task just filed, announced at the top of "my applications". */
    submittedTask?: { taskId: string; taskNumber: string };
  }
}
