import { loginUserQueryOptions } from '@bk/web';
import { createRoute, lazyRouteComponent, redirect, retainSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { loadFeatureMessages } from '../../i18n';
import { AssociationError } from '../errors/association-error';
import { NotFoundView } from '../errors/not-found';
import { associationParams, channelSearchSchema, resolveAssociation, rootRoute } from '../shell/layout-routes';

// Each screen is its own chunk: the console's first page downloads none of the communicate area.
const AddressPage = lazyRouteComponent(() => import('./address-page'), 'AddressPage');
const CommunicateShell = lazyRouteComponent(() => import('./communicate-shell'), 'CommunicateShell');
const MatterPage = lazyRouteComponent(() => import('./matter-page'), 'MatterPage');

const optionalText = z.string().trim().max(50).optional().catch(undefined);

/**
 * /communicate/:associationId (spec §2): its own frame beside the back office, behind the same
 * association guard, signed-in staff only (the login comes back here afterwards).
 */
export const communicateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'communicate/$associationId',
  params: associationParams,
  validateSearch: channelSearchSchema,
  search: { middlewares: [retainSearchParams(['_channel'])] },
  beforeLoad: async ({ context, params, search, location }) => {
    const [resolved] = await Promise.all([resolveAssociation(context.queryClient, params.associationId, search._channel), loadFeatureMessages()]);
    const user = await context.queryClient.ensureQueryData(loginUserQueryOptions(resolved.channel)).catch(() => null);
    if (!user) throw redirect({ to: '/index/$associationId/login', params, search: { redirect: location.href }, replace: true });
    if (user.mustChangePassword) throw redirect({ to: '/index/$associationId/changePassword', params, replace: true });
    return { ...resolved, user };
  },
  component: CommunicateShell,
  errorComponent: AssociationError,
  notFoundComponent: NotFoundView,
});

/** The area itself opens on its matters. */
const communicateIndexRoute = createRoute({
  getParentRoute: () => communicateRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/communicate/$associationId/matter', params, replace: true });
  },
});

export const matterRoute = createRoute({
  getParentRoute: () => communicateRoute,
  path: 'matter',
  validateSearch: z.object({
    matterId: z.uuid().optional().catch(undefined),
    keyword: optionalText,
    status: z.union([z.literal(0), z.literal(1)]).optional().catch(undefined),
    page: z.number().int().min(1).max(10_000).optional().catch(undefined),
  }),
  component: MatterPage,
});

export const addressRoute = createRoute({
  getParentRoute: () => communicateRoute,
  path: 'address',
  validateSearch: z.object({ keyword: optionalText, deptId: z.uuid().optional().catch(undefined), page: z.number().int().min(1).max(10_000).optional().catch(undefined) }),
  component: AddressPage,
});

export const communicateRoutes = [communicateRoute.addChildren([communicateIndexRoute, matterRoute, addressRoute])] as const;
