import type { ChannelConfig } from '@bk/contracts';
import { channelFrom, isTenantNotFound, loadAssociation, loginUserQueryOptions } from '@bk/web';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, notFound, Outlet, redirect, retainSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { loadFeatureMessages } from '../../i18n';
import { AssociationError } from '../errors/association-error';
import { ExternalNotFound, NotFoundView } from '../errors/not-found';
import { ConsoleShell } from './console-shell';

/**
 * The layout routes every feature hangs its pages under. They live in their own module, not in
 * router.tsx, so a feature's route module can name its parent without importing the router
 * (which imports every feature).
 */
export type RouterContext = { queryClient: QueryClient };

const associationIdSchema = z.string().trim().min(1).max(64).regex(/^[\w-]+$/);
export const channelSearchSchema = z.object({ _channel: z.string().trim().max(64).optional().catch(undefined) });

/** Path params of an association area: an associationId that is not one is not found. */
export const associationParams = {
  parse: ({ associationId }: { associationId: string }) => (associationIdSchema.safeParse(associationId).success ? { associationId } : false),
};

/**
 * The spec §4 route guard of every association area (/index, /communicate): channel from
 * _channel or the path, tenant id resolved (cached per tab) and the channel configuration loaded
 * before anything below renders; an unknown association goes to the portal's 404 page.
 */
export const resolveAssociation = async (
  queryClient: QueryClient,
  associationId: string,
  searchChannel: string | undefined,
): Promise<{ channel: string; association: ChannelConfig }> => {
  const channel = channelFrom(associationId, searchChannel);
  try {
    const { config } = await loadAssociation(queryClient, channel);
    return { channel, association: config };
  } catch (error) {
    // The 404 page is the portal's: a full document navigation.
    if (isTenantNotFound(error)) throw redirect({ href: `/${encodeURIComponent(channel)}/404`, reloadDocument: true, replace: true });
    throw error;
  }
};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Paths outside the console's areas belong to the portal, whose /404 page says so.
  notFoundComponent: ExternalNotFound,
});

/** /index/:associationId — the back office, behind the association guard. */
export const associationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'index/$associationId',
  params: associationParams,
  validateSearch: channelSearchSchema,
  // A channel chosen by ?_channel= stays chosen while navigating inside the association.
  search: { middlewares: [retainSearchParams(['_channel'])] },
  beforeLoad: ({ context, params, search }) => resolveAssociation(context.queryClient, params.associationId, search._channel),
  component: Outlet,
  errorComponent: AssociationError,
  notFoundComponent: NotFoundView,
});

/** The back-office frame: menu, top bar. Open to visitors (the dashboard needs no login). */
export const shellRoute = createRoute({
  getParentRoute: () => associationRoute,
  id: 'shell',
  // A temporary password is replaced before anything else, the dashboard included (the API
  // refuses every other call meanwhile).
  beforeLoad: async ({ context, params, location }) => {
    const user = await context.queryClient.ensureQueryData(loginUserQueryOptions(context.channel)).catch(() => null);
    if (user?.mustChangePassword && !location.pathname.endsWith('/changePassword')) {
      throw redirect({ to: '/index/$associationId/changePassword', params, replace: true });
    }
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(loginUserQueryOptions(context.channel));
  },
  component: ConsoleShell,
  notFoundComponent: NotFoundView,
});

/** Everything below needs a login: checked before any child loads (spec §6). */
export const authenticatedRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: 'authenticated',
  beforeLoad: async ({ context, params, location }) => {
    // The screens below speak from the feature catalogues: fetched beside the session check.
    const [user] = await Promise.all([context.queryClient.ensureQueryData(loginUserQueryOptions(context.channel)), loadFeatureMessages()]);
    if (!user) {
      // Spec §6: the way back, the login marker and the channel, as libs/web loginRedirectPath sends them.
      throw redirect({
        to: '/index/$associationId/login',
        params,
        search: { redirect: location.href, login: 1, _channel: context.channel },
        replace: true,
      });
    }
    return { user };
  },
});

/** The restructuring centre's screens (spec §2 "Staff restructuring area") exist only in csj mode. */
export const csjRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: 'csj',
  beforeLoad: ({ context }) => {
    if (context.association.cmsMode !== 'csj') throw notFound();
  },
});
