import type { ChannelConfig } from '@bk/contracts';
import { channelFrom, isTenantNotFound, loadAssociation, PageLoader } from '@bk/web';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  retainSearchParams,
} from '@tanstack/react-router';
import { isAnnouncementType, type AnnouncementTypeCode } from '@bk/domain';
import { z } from 'zod';
import { AnnouncementDetailPage } from './routes/announcements/announcement-detail-page';
import { AnnouncementListPage } from './routes/announcements/announcement-list-page';
import {
  consultationSearchSchema,
  devSmsSearchSchema,
  isConsultationType,
  isPortalTaskKey,
  requirePortalUser,
  signInSearchSchema,
  userCenterSearchSchema,
} from './routes/account/account-routes';
import { DevSmsPage } from './routes/account/dev-sms-page';
import { SignInPage } from './routes/account/sign-in-page';
import { UserCenterPage } from './routes/account/user-center-page';
import { ApplyPage } from './routes/apply/apply-page';
import { ConsultationFormPage } from './routes/consultation/consultation-form-page';
import { ConsultationListPage } from './routes/consultation/consultation-list-page';
import { ConsultationStepPage } from './routes/consultation/consultation-step-page';
import { ErrorPage } from './routes/errors/error-page';
import { NotFoundPage, RedirectToNotFound } from './routes/errors/not-found-page';
import { HomePage } from './routes/home/home-page';
import { NewsDetailPage } from './routes/news/news-detail-page';
import { NewsListPage } from './routes/news/news-list-page';
import { PortalLayout, PortalLoadError } from './routes/layout/portal-layout';
import { ProgressPage } from './routes/progress/progress-page';
import { isPortalSegment, variantOfSegment } from './variants';

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
  beforeLoad: async ({ context, params, search }): Promise<{ channel: string; association: ChannelConfig }> => {
    const channel = channelFrom(params.associationId, search._channel);
    try {
      const { config } = await loadAssociation(context.queryClient, channel);
      return { channel, association: config };
    } catch (error) {
      if (isTenantNotFound(error)) throw redirect({ to: '/$associationId/404', params: { associationId: channel }, replace: true });
      throw error;
    }
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
  portalRoute.addChildren([portalIndexRoute, portalHomeRoute, applyRoute, progressRoute, announcementListRoute, announcementDetailRoute, newsListRoute,
    newsDetailRoute,
    signInRoute,
    devSmsRoute,
    userCenterRoute,
    consultationListRoute,
    consultationFormRoute,
    consultationDetailRoute,
    consultationStepRoute,
  ]),
]);

export const createPortalRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
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
