import { announcementStatuses } from '@bk/contracts';
import { isAnnouncementType, type AnnouncementTypeCode } from '@bk/domain';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { listDeps, listSearchSchema } from '../shared/list-search';
import { authenticatedRoute } from '../shell/layout-routes';
import { AnnouncementAddPage, AnnouncementEditPage, AnnouncementFormError } from './announcement-form-page';
import { AnnouncementListPage } from './announcement-list-page';
import { announcementDetailQueryOptions, announcementListQueryOptions } from './announcement-queries';

/** courtReformGgxx keeps its filters in the URL too; an unknown status or type is dropped. */
const announcementListSearchSchema = listSearchSchema.extend({
  status: z.enum(announcementStatuses).optional().catch(undefined),
  announcementType: z
    .number()
    .int()
    .refine(isAnnouncementType)
    .transform((code) => code as AnnouncementTypeCode)
    .optional()
    .catch(undefined),
});

const announcementListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformGgxx',
  staticData: { menuKey: 'courtReformGgxx' },
  validateSearch: announcementListSearchSchema,
  loaderDeps: ({ search }) => ({ ...listDeps({ search }), status: search.status, announcementType: search.announcementType }),
  // Not awaited: the page keeps its filters and shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(announcementListQueryOptions(context.channel, deps));
  },
  component: AnnouncementListPage,
});

/** courtReformGgxx-form/add: a new announcement (spec §2 courtReformGgxx-form/:type). */
const announcementAddRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformGgxx-form/$type',
  params: { parse: ({ type }) => (type === 'add' ? { type } : false) },
  staticData: { menuKey: 'courtReformGgxx', title: { zh: '新增公告', en: 'New announcement' } },
  component: AnnouncementAddPage,
});

/** courtReformGgxx-form/edit/:id: the editor starts from the version as it is now. */
const announcementEditRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformGgxx-form/$type/$id',
  params: { parse: ({ type, id }) => (type === 'edit' && z.uuid().safeParse(id).success ? { type, id } : false) },
  staticData: { menuKey: 'courtReformGgxx', title: { zh: '编辑公告', en: 'Edit announcement' } },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(announcementDetailQueryOptions(context.channel, params.id)),
  component: AnnouncementEditPage,
  errorComponent: AnnouncementFormError,
});

/** Under the authenticated layout. */
export const announcementsRoutes = [announcementListRoute, announcementAddRoute, announcementEditRoute] as const;
