import { createRoute, redirect } from '@tanstack/react-router';
import { caseAreaRouteOptions, caseDetailRouteOptions, caseQueueRouteOptions } from '../cases/case-routes';
import { csjRoute } from '../shell/layout-routes';
import { applyDraftKey, readApplyDraft, reachableStep, sessionStorageOrUndefined, type ApplyStep } from './apply-draft';
import { ApplyListPage } from './apply-list-page';
import { applyStepPaths } from './apply-step-paths';
import { ApplyStep1Page, ApplyStep2Page, ApplyStep3Page } from './apply-steps';
import { restructuringKind } from './restructuring-kind';

const queueRoute = <Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => csjRoute, path, ...caseQueueRouteOptions(restructuringKind, path) });

/** courtReform-csj: the restructuring centre's landing screen. */
const areaRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReform-csj',
  ...caseAreaRouteOptions(restructuringKind, 'courtReform-csj', { zh: '重组中心', en: 'Restructuring centre' }, {
    zh: '重组任务的分配、受理与办理，以及我的申请，数字为实时待办。',
    en: 'Task allocation, acceptance and handling, and my applications; the figures are live to-dos.',
  }),
});

/** One task page under each task menu entry, so the entry stays highlighted and "back" returns to it. */
const applyDetailRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformApplyList-csj/$caseId',
  ...caseDetailRouteOptions(restructuringKind, 'courtReformApplyList-csj'),
});
const assignDetailRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformAssign-csj/$caseId',
  ...caseDetailRouteOptions(restructuringKind, 'courtReformAssign-csj'),
});
const acceptDetailRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformAccept-csj/$caseId',
  ...caseDetailRouteOptions(restructuringKind, 'courtReformAccept-csj'),
});
const bindDetailRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformBind-csj/$caseId',
  ...caseDetailRouteOptions(restructuringKind, 'courtReformBind-csj'),
});

/** "My applications": the kit's queue with the way to file one and the note of the one just filed. */
const applyListRoute = createRoute({
  getParentRoute: () => csjRoute,
  path: 'courtReformApplyList-csj',
  ...caseQueueRouteOptions(restructuringKind, 'courtReformApplyList-csj', ApplyListPage),
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

/** Under the csj-only layout: the restructuring centre's screens exist only in csj mode. */
export const restructuringRoutes = [
  areaRoute,
  applyListRoute,
  applyDetailRoute,
  applyStep1Route,
  applyStep2Route,
  applyStep3Route,
  queueRoute('courtReformAssign-csj'),
  assignDetailRoute,
  queueRoute('courtReformAccept-csj'),
  acceptDetailRoute,
  queueRoute('courtReformBind-csj'),
  bindDetailRoute,
] as const;
