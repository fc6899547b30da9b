import { courtReformStatusFromCode, restructuringTaskStatusFromCode } from '@bk/domain';
import { PageLoader, type Localized } from '@bk/web';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, createRouter, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { auditCaseQueryOptions, auditHistoryQueryOptions, auditSearchQueryOptions } from './audit/audit-queries';
import { auditCaseSearchSchema, auditSearchSchema } from './audit/audit-route-search';
import { caseDetailQueryOptions, caseListQueryOptions } from './court-reform/court-reform-queries';
import { applyDraftKey, readApplyDraft, reachableStep, sessionStorageOrUndefined, type ApplyStep } from './restructuring/apply-draft';
import { taskDetailQueryOptions, taskListQueryOptions } from './restructuring/restructuring-queries';
import { AuditCaseError, AuditCasePage } from './routes/audit/audit-case-page';
import { AuditSearchPage } from './routes/audit/audit-search-page';
import { basicConfigRoutes } from './features/basic-config/basic-config-routes';
import { contentRoutes } from './features/content/content-routes';
import { AuthorityPage } from './features/authority/authority-page';
import { ChangePasswordPage } from './features/authority/change-password-page';
import { OrganisationPage } from './features/organisation/organisation-page';
import { staffStatuses } from '@bk/contracts';
import { AssignPage } from './routes/court-reform/assign-page';
import { BindPage } from './routes/court-reform/bind-page';
import { CaseDetailError, CaseDetailPage } from './routes/court-reform/case-detail-page';
import { MarkPage } from './routes/court-reform/mark-page';
import { QueryPage } from './routes/court-reform/query-page';
import { DashboardPage } from './routes/dashboard/dashboard-page';
import { LoginPage } from './routes/login/login-page';
import { ApplyListPage } from './routes/restructuring/apply-list-page';
import { ApplyStep1Page, ApplyStep2Page, ApplyStep3Page } from './routes/restructuring/apply-steps';
import { TaskAcceptPage } from './routes/restructuring/task-accept-page';
import { TaskAssignPage } from './routes/restructuring/task-assign-page';
import { TaskBindPage } from './routes/restructuring/task-bind-page';
import { TaskDetailError, TaskDetailPage } from './routes/restructuring/task-detail-page';
import { applyStepPaths } from './routes/restructuring/task-routes';
import { associationRoute, authenticatedRoute, csjRoute, rootRoute, shellRoute, type RouterContext } from './features/shell/layout-routes';

const caseIdSchema = z.uuid();

const loginSearchSchema = z.object({ redirect: z.string().max(2000).optional().catch(undefined) });
/** List pages: page and keyword live in the URL so a refresh or a shared link keeps them. */
export const caseListSearchSchema = z.object({
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
  keyword: z.string().trim().max(100).optional().catch(undefined),
});
/** The progress query also keeps its state filter in the URL; an unknown state code is dropped. */
export const caseQuerySearchSchema = caseListSearchSchema.extend({
  stateCode: z
    .number()
    .int()
    .refine((code) => courtReformStatusFromCode(code) !== undefined)
    .optional()
    .catch(undefined),
});
const caseDetailSearchSchema = z.object({
  from: z.enum(['courtReformAssign', 'courtReformBind', 'courtReformMark', 'courtReformQuery']).optional().catch(undefined),
});

const loginRoute = createRoute({
  getParentRoute: () => associationRoute,
  path: 'login',
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

const shellIndexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/index/$associationId/dashboard', params, replace: true });
  },
});

const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'dashboard',
  staticData: { menuKey: 'dashboard' },
  component: DashboardPage,
});

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

const organisationRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'organizationalStructure',
  staticData: { menuKey: 'organizationalStructure' },
  component: OrganisationPage,
});

const changePasswordRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'changePassword',
  staticData: { title: { zh: '修改密码', en: 'Change password' } },
  component: ChangePasswordPage,
});

const listDeps = ({ search }: { search: z.output<typeof caseListSearchSchema> }) => ({
  page: search.page ?? 1,
  keyword: search.keyword ?? '',
});

const courtReformAssignRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformAssign',
  staticData: { menuKey: 'courtReformAssign' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  // Not awaited: the page keeps its search box and shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(caseListQueryOptions(context.channel, 'assignment', deps));
  },
  component: AssignPage,
});

const courtReformBindRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformBind',
  staticData: { menuKey: 'courtReformBind' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(caseListQueryOptions(context.channel, 'handling', deps));
  },
  component: BindPage,
});

const courtReformMarkRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformMark',
  staticData: { menuKey: 'courtReformMark' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(caseListQueryOptions(context.channel, 'issuance', deps));
  },
  component: MarkPage,
});

const courtReformQueryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'courtReformQuery',
  staticData: { menuKey: 'courtReformQuery' },
  validateSearch: caseQuerySearchSchema,
  loaderDeps: ({ search }) => ({ ...listDeps({ search }), stateCode: search.stateCode }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(caseListQueryOptions(context.channel, 'all', deps));
  },
  component: QueryPage,
});

const caseDetailRouteOptions = {
  getParentRoute: () => authenticatedRoute,
  params: { parse: ({ caseId }: { caseId: string }) => (caseIdSchema.safeParse(caseId).success ? { caseId } : false) },
  staticData: { title: { zh: '案件详情', en: 'Case details' } },
  loader: ({ context, params }: { context: RouterContext & { channel: string }; params: { caseId: string } }) =>
    context.queryClient.ensureQueryData(caseDetailQueryOptions(context.channel, params.caseId)),
} as const;

/** courtReformInformation: a case opened from allocation (or the statements list, by `from`). */
const caseDetailRoute = createRoute({
  ...caseDetailRouteOptions,
  path: 'courtReformInformation/$caseId',
  validateSearch: caseDetailSearchSchema,
  component: () => <CaseDetailPage />,
  errorComponent: CaseDetailError,
});

/** courtReformInformationBind: a case opened from the handling list. */
const caseDetailBindRoute = createRoute({
  ...caseDetailRouteOptions,
  path: 'courtReformInformationBind/$caseId',
  component: () => <CaseDetailPage origin="courtReformBind" />,
  errorComponent: (props) => <CaseDetailError {...props} origin="courtReformBind" />,
});

/** courtReformInformationQuery: a case opened from the progress query. */
const caseDetailQueryRoute = createRoute({
  ...caseDetailRouteOptions,
  path: 'courtReformInformationQuery/$caseId',
  component: () => <CaseDetailPage origin="courtReformQuery" />,
  errorComponent: (props) => <CaseDetailError {...props} origin="courtReformQuery" />,
});

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

const taskIdSchema = z.uuid();
/** "My applications" keeps its state filter in the URL too; an unknown task state code is dropped. */
export const taskApplyListSearchSchema = caseListSearchSchema.extend({
  stateCode: z
    .number()
    .int()
    .refine((code) => restructuringTaskStatusFromCode(code) !== undefined)
    .optional()
    .catch(undefined),
});

const applyListRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformApplyList-csj',
  staticData: { menuKey: 'courtReformApplyList-csj' },
  validateSearch: taskApplyListSearchSchema,
  loaderDeps: ({ search }) => ({ ...listDeps({ search }), stateCode: search.stateCode }),
  // Not awaited: the page keeps its filters and shows its own loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(taskListQueryOptions(context.channel, 'mine', deps));
  },
  component: ApplyListPage,
});

/** A step opens only once every earlier step is valid; otherwise the first step still to do. */
const applyStepGuard =
  (step: ApplyStep) =>
  ({ context, params }: { context: { channel: string; user: { user: { uid: string } } }; params: { associationId: string } }) => {
    const draft = readApplyDraft(sessionStorageOrUndefined(), applyDraftKey(context.channel, context.user.user.uid));
    const reachable = reachableStep(draft);
    if (reachable < step) throw redirect({ to: applyStepPaths[reachable], params, replace: true });
  };

const applyStepTitle = { zh: '发起申请', en: 'New application' };

const applyStep1Route = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformApply-step1-csj',
  staticData: { menuKey: 'courtReformApplyList-csj', title: applyStepTitle },
  component: ApplyStep1Page,
});

const applyStep2Route = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformApply-step2-csj',
  staticData: { menuKey: 'courtReformApplyList-csj', title: applyStepTitle },
  beforeLoad: applyStepGuard(2),
  component: ApplyStep2Page,
});

const applyStep3Route = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformApply-step3-csj',
  staticData: { menuKey: 'courtReformApplyList-csj', title: applyStepTitle },
  beforeLoad: applyStepGuard(3),
  component: ApplyStep3Page,
});

const taskAssignRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformAssign-csj',
  staticData: { menuKey: 'courtReformAssign-csj' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(taskListQueryOptions(context.channel, 'assign', deps));
  },
  component: TaskAssignPage,
});

const taskAcceptRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformAccept-csj',
  staticData: { menuKey: 'courtReformAccept-csj' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(taskListQueryOptions(context.channel, 'accept', deps));
  },
  component: TaskAcceptPage,
});

const taskBindRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformBind-csj',
  staticData: { menuKey: 'courtReformBind-csj' },
  validateSearch: caseListSearchSchema,
  loaderDeps: listDeps,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(taskListQueryOptions(context.channel, 'process', deps));
  },
  component: TaskBindPage,
});

/** One task page under each task menu entry, so the entry stays highlighted and "back" returns to it. */
const taskDetailRouteOptions = {
  getParentRoute: () => csjRoute,
  params: { parse: ({ taskId }: { taskId: string }) => (taskIdSchema.safeParse(taskId).success ? { taskId } : false) },
  loader: ({ context, params }: { context: RouterContext & { channel: string }; params: { taskId: string } }) =>
    context.queryClient.ensureQueryData(taskDetailQueryOptions(context.channel, params.taskId)),
} as const;
const taskDetailTitle = { zh: '任务详情', en: 'Task details' };

const applyDetailRoute = createRoute({
  ...taskDetailRouteOptions,
  path: 'courtReformApplyList-csj/$taskId',
  staticData: { menuKey: 'courtReformApplyList-csj', title: taskDetailTitle },
  component: () => <TaskDetailPage origin="courtReformApplyList-csj" />,
  errorComponent: (props) => <TaskDetailError {...props} origin="courtReformApplyList-csj" />,
});

const taskAssignDetailRoute = createRoute({
  ...taskDetailRouteOptions,
  path: 'courtReformAssign-csj/$taskId',
  staticData: { menuKey: 'courtReformAssign-csj', title: taskDetailTitle },
  component: () => <TaskDetailPage origin="courtReformAssign-csj" />,
  errorComponent: (props) => <TaskDetailError {...props} origin="courtReformAssign-csj" />,
});

const taskAcceptDetailRoute = createRoute({
  ...taskDetailRouteOptions,
  path: 'courtReformAccept-csj/$taskId',
  staticData: { menuKey: 'courtReformAccept-csj', title: taskDetailTitle },
  component: () => <TaskDetailPage origin="courtReformAccept-csj" />,
  errorComponent: (props) => <TaskDetailError {...props} origin="courtReformAccept-csj" />,
});

const taskBindDetailRoute = createRoute({
  ...taskDetailRouteOptions,
  path: 'courtReformBind-csj/$taskId',
  staticData: { menuKey: 'courtReformBind-csj', title: taskDetailTitle },
  component: () => <TaskDetailPage origin="courtReformBind-csj" />,
  errorComponent: (props) => <TaskDetailError {...props} origin="courtReformBind-csj" />,
});

const routeTree = rootRoute.addChildren([
  associationRoute.addChildren([
    loginRoute,
    shellRoute.addChildren([
      shellIndexRoute,
      dashboardRoute,
      authenticatedRoute.addChildren([
        ...basicConfigRoutes,
        ...contentRoutes,
        authorityRoute,
        organisationRoute,
        changePasswordRoute,
        courtReformAssignRoute,
        courtReformBindRoute,
        courtReformMarkRoute,
        courtReformQueryRoute,
        caseDetailRoute,
        caseDetailBindRoute,
        caseDetailQueryRoute,
        auditRoute,
        auditCaseRoute,
        csjRoute.addChildren([
          applyListRoute,
          applyDetailRoute,
          applyStep1Route,
          applyStep2Route,
          applyStep3Route,
          taskAssignRoute,
          taskAssignDetailRoute,
          taskAcceptRoute,
          taskAcceptDetailRoute,
          taskBindRoute,
          taskBindDetailRoute,
        ]),
      ]),
    ]),
  ]),
]);

export const createConsoleRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Hovered links preload; Query decides freshness, so the router does not cache loader data.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 1_000,
  });

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Register {
    router: ConsoleRouter;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface StaticDataRouteOption {
    /** The menu entry this page belongs to (highlight and breadcrumb). */
    menuKey?: string;
    /** A page's own breadcrumb title when it is below a menu entry. */
    title?: Localized;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface HistoryState {
    /** The restructuring task just filed, announced at the top of "my applications". */
    submittedTask?: { taskId: string; taskNumber: string };
  }
}
