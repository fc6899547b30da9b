import { createRoute, useNavigate } from '@tanstack/react-router';
import { lazy } from 'react';
import { z } from 'zod';
import { authenticatedRoute, csjRoute } from '../shell/layout-routes';
import type { OrganListParams } from './member-organ-queries';
import { csjOrganScreens, lawFirmScreens, type OrganNavigation } from './organ-screens';

// The route components below hand the kit's pages their declaration; the pages load on first use.
const OrganDetailPage = lazy(() => import('./organ-detail-page').then((module) => ({ default: module.OrganDetailPage })));
const OrganEditPage = lazy(() => import('./organ-edit-page').then((module) => ({ default: module.OrganEditPage })));
const OrganListPage = lazy(() => import('./organ-list-page').then((module) => ({ default: module.OrganListPage })));

const listSearch = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  keyword: z.string().max(100).optional().catch(undefined),
});
const editSearch = z.object({ orgId: z.uuid().optional().catch(undefined) });
const toSearch = (params: OrganListParams) => ({ page: params.page > 1 ? params.page : undefined, keyword: params.keyword || undefined });

/** Where the restructuring centre's organisation screens are (spec §2: orgList, orgDetail, orgEdit, orgTree). */
const useCsjNavigation = (): OrganNavigation => {
  const navigate = useNavigate();
  return {
    list: () => void navigate({ to: '/index/$associationId/orgList', params: (prev) => ({ associationId: prev.associationId! }) }),
    detail: (orgId) => void navigate({ to: '/index/$associationId/orgDetail/$orgId', params: (prev) => ({ associationId: prev.associationId!, orgId }) }),
    edit: (orgId) => void navigate({ to: '/index/$associationId/orgEdit', params: (prev) => ({ associationId: prev.associationId! }), search: { orgId } }),
    tree: (orgId) => void navigate({ to: '/index/$associationId/orgTree/$orgId', params: (prev) => ({ associationId: prev.associationId!, orgId }) }),
  };
};

/** Where the law-firm screens are, under the organisation area. */
const useLawFirmNavigation = (): OrganNavigation => {
  const navigate = useNavigate();
  return {
    list: () => void navigate({ to: '/index/$associationId/lawFirmList', params: (prev) => ({ associationId: prev.associationId! }) }),
    detail: (orgId) => void navigate({ to: '/index/$associationId/lawFirmDetail/$orgId', params: (prev) => ({ associationId: prev.associationId!, orgId }) }),
    edit: (orgId) => void navigate({ to: '/index/$associationId/lawFirmEdit', params: (prev) => ({ associationId: prev.associationId! }), search: { orgId } }),
  };
};

const orgListRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'orgList',
  staticData: { menuKey: 'orgList' },
  validateSearch: listSearch,
  component: function CsjOrgList() {
    const search = orgListRoute.useSearch();
    const navigate = orgListRoute.useNavigate();
    const params = { page: search.page ?? 1, keyword: search.keyword ?? '' };
    return <OrganListPage screens={csjOrganScreens} nav={useCsjNavigation()} params={params} onParamsChange={(next) => void navigate({ search: toSearch(next), replace: next.keyword !== params.keyword })} />;
  },
});

const orgDetailRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'orgDetail/$orgId',
  staticData: { menuKey: 'orgList', title: { zh: '机构详情', en: 'Organisation' } },
  component: function CsjOrgDetail() {
    const { orgId } = orgDetailRoute.useParams();
    return <OrganDetailPage key={orgId} screens={csjOrganScreens} nav={useCsjNavigation()} orgId={orgId} view="detail" />;
  },
});

const orgTreeRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'orgTree/$orgId',
  staticData: { menuKey: 'orgList', title: { zh: '组织架构', en: 'Office tree' } },
  component: function CsjOrgTree() {
    const { orgId } = orgTreeRoute.useParams();
    return <OrganDetailPage key={orgId} screens={csjOrganScreens} nav={useCsjNavigation()} orgId={orgId} view="tree" />;
  },
});

const orgEditRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'orgEdit',
  staticData: { menuKey: 'orgEdit' },
  validateSearch: editSearch,
  component: function CsjOrgEdit() {
    const { orgId } = orgEditRoute.useSearch();
    return <OrganEditPage key={orgId ?? 'new'} screens={csjOrganScreens} nav={useCsjNavigation()} orgId={orgId} />;
  },
});

const lawFirmListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'lawFirmList',
  staticData: { menuKey: 'lawFirmList' },
  validateSearch: listSearch,
  component: function LawFirmList() {
    const search = lawFirmListRoute.useSearch();
    const navigate = lawFirmListRoute.useNavigate();
    const params = { page: search.page ?? 1, keyword: search.keyword ?? '' };
    return <OrganListPage screens={lawFirmScreens} nav={useLawFirmNavigation()} params={params} onParamsChange={(next) => void navigate({ search: toSearch(next), replace: next.keyword !== params.keyword })} />;
  },
});

const lawFirmDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'lawFirmDetail/$orgId',
  staticData: { menuKey: 'lawFirmList', title: { zh: '律所详情', en: 'Law firm' } },
  component: function LawFirmDetail() {
    const { orgId } = lawFirmDetailRoute.useParams();
    return <OrganDetailPage key={orgId} screens={lawFirmScreens} nav={useLawFirmNavigation()} orgId={orgId} view="detail" />;
  },
});

const lawFirmEditRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'lawFirmEdit',
  staticData: { menuKey: 'lawFirmList', title: { zh: '编辑律所', en: 'Edit law firm' } },
  validateSearch: editSearch,
  component: function LawFirmEdit() {
    const { orgId } = lawFirmEditRoute.useSearch();
    return <OrganEditPage key={orgId ?? 'new'} screens={lawFirmScreens} nav={useLawFirmNavigation()} orgId={orgId} />;
  },
});

/** Under the csj layout (the restructuring centre's screens). */
export const csjOrganRoutes = [orgListRoute, orgDetailRoute, orgTreeRoute, orgEditRoute] as const;
/** Under the authenticated layout (the organisation area). */
export const lawFirmRoutes = [lawFirmListRoute, lawFirmDetailRoute, lawFirmEditRoute] as const;
