import type { ChannelConfig } from '@bk/contracts';
import { courtReformStatusFromCode } from '@bk/domain';
import {
  channelFrom,
  isTenantNotFound,
  loadAssociation,
  loginUserQueryOptions,
  PageLoader,
  type Localized,
} from '@bk/web';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  retainSearchParams,
} from '@tanstack/react-router';
import { z } from 'zod';
import { caseDetailQueryOptions, caseListQueryOptions } from './court-reform/court-reform-queries';
import { AssignPage } from './routes/court-reform/assign-page';
import { BindPage } from './routes/court-reform/bind-page';
import { CaseDetailError, CaseDetailPage } from './routes/court-reform/case-detail-page';
import { MarkPage } from './routes/court-reform/mark-page';
import { QueryPage } from './routes/court-reform/query-page';
import { DashboardPage } from './routes/dashboard/dashboard-page';
import { AssociationError } from './routes/errors/association-error';
import { ExternalNotFound, NotFoundView } from './routes/errors/not-found';
import { LoginPage } from './routes/login/login-page';
import { ConsoleShell } from './routes/shell/console-shell';

export type RouterContext = { queryClient: QueryClient };

const associationIdSchema = z.string().trim().min(1).max(64).regex(/^[\w-]+$/);
const caseIdSchema = z.uuid();

const channelSearchSchema = z.object({ _channel: z.string().trim().max(64).optional().catch(undefined) });
const loginSearchSchema = z.object({ redirect: z.string().max(2000).optional().catch(undefined) });
/** List pages: page and keyword live in the URL so a refresh or a shared link keeps them. */
export const caseListSearchSchema = z.object({
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
  keyword: z.string().trim().max(100).optional().catch(undefined),
});
/** The progress query also keeps its state filter in the URL; an unknown state code is dropped. */
export const caseQuerySearchSchema = caseListSearchSchema.extend({
  stateCode: z
    .number()
    .int()
    .refine((code) => courtReformStatusFromCode(code) !== undefined)
    .optional()
    .catch(undefined),
});
const caseDetailSearchSchema = z.object({
  from: z.enum(['courtReformAssign', 'courtReformBind', 'courtReformMark', 'courtReformQuery']).optional().catch(undefined),
});

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Paths outside the console's areas belong to the portal, whose /404 page says so.
  notFoundComponent: ExternalNotFound,
});

/**
 * /index/:associationId — the spec §4 route guard: channel from _channel or the path, tenant id
 * resolved (cached per tab) and the channel configuration loaded before anything below renders.
 */
const associationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'index/$associationId',
  params: {
    parse: ({ associationId }) => (associationIdSchema.safeParse(associationId).success ? { associationId } : false),
  },
  validateSearch: channelSearchSchema,
  // A channel chosen by ?_channel= stays chosen while navigating inside the association.
  search: { middlewares: [retainSearchParams(['_channel'])] },
  beforeLoad: async ({ context, params, search }): Promise<{ channel: string; association: ChannelConfig }> => {
    const channel = channelFrom(params.associationId, search._channel);
    try {
      const { config } = await loadAssociation(context.queryClient, channel);
      return { channel, association: config };
    } catch (error) {
      // The 404 page is the portal's: a full document navigation.
      if (isTenantNotFound(error)) throw redirect({ href: `/${encodeURIComponent(channel)}/404`, reloadDocument: true, replace: true });
      throw error;
    }
  },
  component: Outlet,
  errorComponent: AssociationError,
  notFoundComponent: NotFoundView,
});

const loginRoute = createRoute({
  getParentRoute: () => associationRoute,
  path: 'login',
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

/** The back-office frame: menu, top bar. Open to visitors (the dashboard needs no login). */
const shellRoute = createRoute({
  getParentRoute: () => associationRoute,
  id: 'shell',
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(loginUserQueryOptions(context.channel));
  },
  component: ConsoleShell,
  notFoundComponent: NotFoundView,
});

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

/** Everything below needs a login: checked before any child loads (spec §6). */
const authenticatedRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: 'authenticated',
  beforeLoad: async ({ context, params, location }) => {
    const user = await context.queryClient.ensureQueryData(loginUserQueryOptions(context.channel));
    if (!user) {
      throw redirect({ to: '/index/$associationId/login', params, search: { redirect: location.href }, replace: true });
    }
    return { user };
  },
});

const listDeps = ({ search }: { search: z.output<typeof caseListSearchSchema> }) => ({
  page: search.page ?? 1,
  keyword: search.keyword ?? '',
});

const courtReformAssignRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformAssign',
  staticData: { menuKey: 'courtReformAssign' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  // Not awaited: the page keeps its search box and shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(caseListQueryOptions(context.channel, 'assignment', deps));
  },
  component: AssignPage,
});

const courtReformBindRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformBind',
  staticData: { menuKey: 'courtReformBind' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(caseListQueryOptions(context.channel, 'handling', deps));
  },
  component: BindPage,
});

const courtReformMarkRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformMark',
  staticData: { menuKey: 'courtReformMark' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(caseListQueryOptions(context.channel, 'issuance', deps));
  },
  component: MarkPage,
});

const courtReformQueryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformQuery',
  staticData: { menuKey: 'courtReformQuery' },
  validateSearch: caseQuerySearchSchema,
  loaderDeps: ({ search }) => ({ ...listDeps({ search }), stateCode: search.stateCode }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(caseListQueryOptions(context.channel, 'all', deps));
  },
  component: QueryPage,
});

const caseDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformInformation/$caseId',
  params: { parse: ({ caseId }) => (caseIdSchema.safeParse(caseId).success ? { caseId } : false) },
  validateSearch: caseDetailSearchSchema,
  staticData: { title: { zh: '案件详情', en: 'Case details' } },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(caseDetailQueryOptions(context.channel, params.caseId)),
  component: CaseDetailPage,
  errorComponent: CaseDetailError,
});

const routeTree = rootRoute.addChildren([
  associationRoute.addChildren([
    loginRoute,
    shellRoute.addChildren([
      shellIndexRoute,
      dashboardRoute,
      authenticatedRoute.addChildren([
        courtReformAssignRoute,
        courtReformBindRoute,
        courtReformMarkRoute,
        courtReformQueryRoute,
        caseDetailRoute,
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
}
