import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { authenticatedRoute } from '../shell/layout-routes';
import { auditCaseQueryOptions, auditHistoryQueryOptions, auditSearchQueryOptions } from './audit-queries';
import { auditCaseSearchSchema, auditSearchSchema } from './audit-route-search';

// A screen is a chunk of its own, loaded when first visited.
const AuditCaseError = lazyRouteComponent(() => import('./audit-case-page'), 'AuditCaseError');
const AuditCasePage = lazyRouteComponent(() => import('./audit-case-page'), 'AuditCasePage');
const AuditSearchPage = lazyRouteComponent(() => import('./audit-search-page'), 'AuditSearchPage');

const caseIdSchema = z.uuid();

/** Auditors (audit:replay) find a case of any kind, then replay and verify its record. */
const auditRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'audit',
  staticData: { menuKey: 'auditReplay' },
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, keyword: search.keyword ?? '', kind: search.kind }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(auditSearchQueryOptions(context.channel, deps));
  },
  component: AuditSearchPage,
});

const auditCaseRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'audit/$caseId',
  params: { parse: ({ caseId }) => (caseIdSchema.safeParse(caseId).success ? { caseId } : false) },
  validateSearch: auditCaseSearchSchema,
  staticData: { menuKey: 'auditReplay', title: { zh: '案件回放', en: 'Case replay' } },
  loaderDeps: ({ search }) => ({ kind: search.kind }),
  loader: async ({ context, params, deps }) => {
    const info = await context.queryClient.ensureQueryData(auditCaseQueryOptions(context.channel, { caseId: params.caseId, kind: deps.kind }));
    void context.queryClient.prefetchQuery(auditHistoryQueryOptions(context.channel, { caseId: params.caseId, kind: info.kind }));
  },
  component: AuditCasePage,
  errorComponent: AuditCaseError,
});

/** Under the authenticated layout. */
export const auditRoutes = [auditRoute, auditCaseRoute] as const;
