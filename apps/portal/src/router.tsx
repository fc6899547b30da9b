import { isAreaKey, isDetailScreen, type ChannelConfig } from '@bk/contracts';
import { channelFrom, isTenantNotFound, loadAssociation, PageLoader } from '@bk/web';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  retainSearchParams,
  type RouterHistory,
} from '@tanstack/react-router';
import { isAnnouncementType, portalPrefixFits, portalVariantOf, PortalVariants, type AnnouncementTypeCode } from '@bk/domain';
import { z } from 'zod';
import {
  consultationSearchSchema,
  devSmsSearchSchema,
  isConsultationType,
  isPortalTaskKey,
  requirePortalUser,
  signInSearchSchema,
  userCenterSearchSchema,
} from './routes/account/account-routes';
import { ErrorPage } from './routes/errors/error-page';
import { NotFoundPage, RedirectToNotFound } from './routes/errors/not-found-page';
import { PortalLayout, PortalLoadError } from './routes/layout/portal-layout';
import { isPortalSegment, variantOfSegment, variantTraits } from './variants';

// Each screen is its own chunk, so a first visit downloads the shell and that one screen.
const AnnouncementDetailPage = lazyRouteComponent(() => import('./routes/announcements/announcement-detail-page'), 'AnnouncementDetailPage');
const AnnouncementListPage = lazyRouteComponent(() => import('./routes/announcements/announcement-list-page'), 'AnnouncementListPage');
const ApplyPage = lazyRouteComponent(() => import('./routes/apply/apply-page'), 'ApplyPage');
const HomePage = lazyRouteComponent(() => import('./routes/home/home-page'), 'HomePage');
const NewsDetailPage = lazyRouteComponent(() => import('./routes/news/news-detail-page'), 'NewsDetailPage');
const NewsListPage = lazyRouteComponent(() => import('./routes/news/news-list-page'), 'NewsListPage');
const ProgressPage = lazyRouteComponent(() => import('./routes/progress/progress-page'), 'ProgressPage');
const AreaPage = lazyRouteComponent(() => import('./areas/area-page'), 'AreaPage');
const ItemDetailPage = lazyRouteComponent(() => import('./areas/item-detail-page'), 'ItemDetailPage');
const SearchPage = lazyRouteComponent(() => import('./areas/search-page'), 'SearchPage');
const SignInPage = lazyRouteComponent(() => import('./routes/account/sign-in-page'), 'SignInPage');
const DevSmsPage = lazyRouteComponent(() => import('./routes/account/dev-sms-page'), 'DevSmsPage');
const UserCenterPage = lazyRouteComponent(() => import('./routes/account/user-center-page'), 'UserCenterPage');
const ConsultationFormPage = lazyRouteComponent(() => import('./routes/consultation/consultation-form-page'), 'ConsultationFormPage');
const ConsultationListPage = lazyRouteComponent(() => import('./routes/consultation/consultation-list-page'), 'ConsultationListPage');
const ConsultationStepPage = lazyRouteComponent(() => import('./routes/consultation/consultation-step-page'), 'ConsultationStepPage');

export type RouterContext = { queryClient: QueryClient };

const associationIdSchema = z.string().trim().min(1).max(64).regex(/^[\w-]+$/);
const isAssociationId = (value: string) => associationIdSchema.safeParse(value).success;

const channelSearchSchema = z.object({ _channel: z.string().trim().max(64).optional().catch(undefined) });
/** The progress page can be opened with the case number filled in (the phone travels in history state). */
const progressSearchSchema = z.object({ caseNumber: z.string().trim().max(40).optional().catch(undefined) });

/** The announcements list keeps its page and type in the URL; an unknown type is dropped. */
const announcementSearchSchema = z.object({
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
  type: z
    .number()
    .int()
    .refine(isAnnouncementType)
    .transform((code) => code as AnnouncementTypeCode)
    .optional()
    .catch(undefined),
});

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Spec §2: any unknown path redirects to /404.
  notFoundComponent: RedirectToNotFound,
});

const notFoundRoute = createRoute({ getParentRoute: () => rootRoute, path: '404', component: NotFoundPage });

/** /:associationId and its error pages. */
const associationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$associationId',
  params: { parse: ({ associationId }) => (isAssociationId(associationId) ? { associationId } : false) },
  component: Outlet,
});

const associationIndexRoute = createRoute({
  getParentRoute: () => associationRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$variant/$associationId', params: { variant: 'portal', associationId: params.associationId }, replace: true });
  },
});

const associationNotFoundRoute = createRoute({ getParentRoute: () => associationRoute, path: '404', component: NotFoundPage });
const associationErrorRoute = createRoute({ getParentRoute: () => associationRoute, path: 'error', component: ErrorPage });

/**
 * /portal, /portal-csj, /portal-jilin, /portal-bj-ypt and /product-index share one layout: the
 * spec §4 guard resolves the tenant (unknown → /:associationId/404) and loads the channel
 * configuration before any page renders.
 */
const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$variant/$associationId',
  params: {
    parse: ({ variant, associationId }) => (isPortalSegment(variant) && isAssociationId(associationId) ? { variant, associationId } : false),
  },
  validateSearch: channelSearchSchema,
  // A channel chosen by ?_channel= stays chosen while navigating inside the association.
  search: { middlewares: [retainSearchParams(['_channel'])] },
  beforeLoad: async ({ context, params, search, location }): Promise<{ channel: string; association: ChannelConfig }> => {
    const channel = channelFrom(params.associationId, search._channel);
    let config: ChannelConfig;
    try {
      ({ config } = await loadAssociation(context.queryClient, channel));
    } catch (error) {
      if (isTenantNotFound(error)) throw redirect({ to: '/$associationId/404', params: { associationId: channel }, replace: true });
      throw error;
    }
    // Spec §2: the channel configuration chooses the variant; a URL of another variant moves to the right one.
    const own = portalVariantOf(config);
    const asked = variantOfSegment(params.variant)!;
    if (!portalPrefixFits(asked, own)) {
      const rest = location.pathname.split('/').slice(3).join('/');
      throw redirect({ href: `${PortalVariants[own].routePrefix}/${encodeURIComponent(params.associationId)}${rest ? `/${rest}` : ''}${location.searchStr}`, replace: true });
    }
    return { channel, association: config };
  },
  component: PortalLayout,
  errorComponent: PortalLoadError,
});

const portalIndexRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/',
  // Spec §2: the product home redirects to its home child.
  beforeLoad: ({ params }) => {
    if (variantOfSegment(params.variant) === 'productHome') throw redirect({ to: '/$variant/$associationId/home', params, replace: true });
  },
  component: HomePage,
});

const portalHomeRoute = createRoute({ getParentRoute: () => portalRoute, path: 'home', component: HomePage });

const applyRoute = createRoute({ getParentRoute: () => portalRoute, path: 'reconciliation', component: ApplyPage });

const progressRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'reconciliationList',
  validateSearch: progressSearchSchema,
  component: ProgressPage,
});

const announcementListRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'announcement',
  validateSearch: announcementSearchSchema,
  component: AnnouncementListPage,
});

const announcementDetailRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'announcement/$contentId',
  params: { parse: ({ contentId }) => (z.uuid().safeParse(contentId).success ? { contentId } : false) },
  component: AnnouncementDetailPage,
});

/** news: the association's published news, its page in the URL. */
const newsListRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'news',
  validateSearch: z.object({ page: z.number().int().min(1).max(100_000).optional().catch(undefined) }),
  component: NewsListPage,
});

/** newsDetail/:contentId: one published item. */
const newsDetailRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'newsDetail/$contentId',
  params: { parse: ({ contentId }) => (z.uuid().safeParse(contentId).success ? { contentId } : false) },
  component: NewsDetailPage,
});

/** Any area of the variant (caseInfo, glrdt, trzfy, xhAnnounce…): one declared, tabbed screen; another variant's area is a 404. */
const areaRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '$area',
  params: { parse: ({ area }) => (isAreaKey(area) ? { area } : false) },
  validateSearch: z.object({
    tab: z.string().trim().max(40).optional().catch(undefined),
    page: z.number().int().min(1).max(100_000).optional().catch(undefined),
  }),
  beforeLoad: ({ params }) => {
    const variant = variantOfSegment(params.variant) ?? 'default';
    if (!variantTraits(variant).areas.includes(params.area as never)) throw redirect({ to: '/404', replace: true });
  },
  component: AreaPage,
});

/** Every detail screen (caseInfoDetail, lawDetail, flfgDetail…): one published item. */
const itemDetailRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '$screen/$contentId',
  params: { parse: ({ screen, contentId }) => (isDetailScreen(screen) && z.uuid().safeParse(contentId).success ? { screen: screen as string, contentId } : false) },
  component: ItemDetailPage,
});

/** Results of the header's search. */
const searchRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'search',
  validateSearch: z.object({
    q: z.string().trim().max(50).optional().catch(undefined),
    page: z.number().int().min(1).max(100_000).optional().catch(undefined),
  }),
  component: SearchPage,
});

/** login: portal sign-in and registration (mobile and SMS code). */
const signInRoute = createRoute({ getParentRoute: () => portalRoute, path: 'login', validateSearch: signInSearchSchema, component: SignInPage });

/** dev/sms: the local SMS provider's codes (development stacks only; the API refuses elsewhere). */
const devSmsRoute = createRoute({ getParentRoute: () => portalRoute, path: 'dev/sms', validateSearch: devSmsSearchSchema, component: DevSmsPage });

/** The signed-in portal user's pages: a visitor who is not signed in is sent to login and back. */
const userCenterRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'userCenter',
  validateSearch: userCenterSearchSchema,
  beforeLoad: ({ context, params, location }) => requirePortalUser(context.queryClient, context.channel, params, location.href),
  component: UserCenterPage,
});

const consultationListRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'consultationList',
  beforeLoad: ({ context, params, location }) => requirePortalUser(context.queryClient, context.channel, params, location.href),
  component: ConsultationListPage,
});

const consultationFormRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'consultation/$type',
  params: { parse: ({ type }) => (isConsultationType(type) ? { type } : false) },
  validateSearch: consultationSearchSchema,
  beforeLoad: ({ context, params, location }) => requirePortalUser(context.queryClient, context.channel, params, location.href),
  component: ConsultationFormPage,
});

/** consultation/{type}/{businessId}: the consultation itself (messages link here), shown by the step screen. */
const consultationDetailRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'consultation/$type/$businessId',
  params: {
    parse: ({ type, businessId }) => (isConsultationType(type) && z.uuid().safeParse(businessId).success ? { type, businessId } : false),
  },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$variant/$associationId/consultation/$type/$businessId/$functionKey/$taskKey', params: { ...params, functionKey: 'distress', taskKey: 'detail' }, replace: true });
  },
});

const consultationStepRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'consultation/$type/$businessId/$functionKey/$taskKey',
  params: {
    parse: ({ type, businessId, functionKey, taskKey }) =>
      isConsultationType(type) && z.uuid().safeParse(businessId).success && isPortalTaskKey(taskKey) ? { type, businessId, functionKey, taskKey } : false,
  },
  beforeLoad: ({ context, params, location }) => requirePortalUser(context.queryClient, context.channel, params, location.href),
  component: ConsultationStepPage,
});

const routeTree = rootRoute.addChildren([
  notFoundRoute,
  associationRoute.addChildren([associationIndexRoute, associationNotFoundRoute, associationErrorRoute]),
  portalRoute.addChildren([
    portalIndexRoute,
    portalHomeRoute,
    applyRoute,
    progressRoute,
    announcementListRoute,
    announcementDetailRoute,
    newsListRoute,
    newsDetailRoute,
    searchRoute,
    areaRoute,
    itemDetailRoute,
    signInRoute,
    devSmsRoute,
    userCenterRoute,
    consultationListRoute,
    consultationFormRoute,
    consultationDetailRoute,
    consultationStepRoute,
  ]),
]);

/** The browser's history by default; the server's first view passes a memory history of its URL. */
export const createPortalRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 1_000,
  });

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Register {
    router: PortalRouter;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface HistoryState {
    /** Carried from the application's success view to the progress query, kept out of the URL. */
    contactPhone?: string;
  }
}
