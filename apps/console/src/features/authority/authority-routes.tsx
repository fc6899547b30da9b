import { staffStatuses } from '@bk/contracts';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { authenticatedRoute } from '../shell/layout-routes';
import { AuthorityPage } from './authority-page';
import { ChangePasswordPage } from './change-password-page';

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
