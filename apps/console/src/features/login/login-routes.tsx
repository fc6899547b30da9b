import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { associationRoute } from '../shell/layout-routes';

// A screen is a chunk of its own, loaded when first visited.
const LoginPage = lazyRouteComponent(() => import('./login-page'), 'LoginPage');

// login and _channel arrive with a lapsed session's redirect (libs/web loginRedirectPath); kept so the URL stays as sent.
const loginSearchSchema = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
  login: z.literal(1).optional().catch(undefined),
  _channel: z.string().max(64).optional().catch(undefined),
});

const loginRoute = createRoute({
  getParentRoute: () => associationRoute,
  path: 'login',
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

/** Under the association, outside the shell. */
export const loginRoutes = [loginRoute] as const;
