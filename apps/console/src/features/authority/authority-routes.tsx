import { staffStatuses } from '@bk/contracts';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { authenticatedRoute } from '../shell/layout-routes';

// A screen is a chunk of its own, loaded when first visited.
const AuthorityPage = lazyRouteComponent(() => import('./authority-page'), 'AuthorityPage');
const ChangePasswordPage = lazyRouteComponent(() => import('./change-password-page'), 'ChangePasswordPage');

const authorityRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'authorityManagement',
  staticData: { menuKey: 'authorityManagement' },
  validateSearch: z.object({
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    keyword: z.string().max(100).optional().catch(undefined),
    status: z.enum(staffStatuses).optional().catch(undefined),
  }),
  component: AuthorityPage,
});

const changePasswordRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'changePassword',
  staticData: { title: { zh: '修改密码', en: 'Change password' } },
  component: ChangePasswordPage,
});

/** Under the authenticated layout. */
export const authorityRoutes = [authorityRoute, changePasswordRoute] as const;
