import {
  acceptTaskSchema,
  DEFAULT_PAGE_SIZE,
  pageRequestSchema,
  processTaskSchema,
  taskPageRequestSchema,
  restructuringStepForms,
  type ActionableTaskSummary,
  type CaseCommandResponse,
  type Page,
  type Personnel,
  type RandomDraw,
  type TaskDetail,
  type TaskSummary,
} from '@bk/contracts';
import {
  isRestructuringTaskStaff,
  PermissionKeys,
  restructuringTaskStateCode,
  restructuringTaskStatusFromCode,
  RestructuringTaskStatuses,
} from '@bk/domain';
import { api } from '@bk/web';
import { caseDetailView, quietForCaseForm } from '../cases/case-api';
import type { CaseDetailView, CaseKindDescription, CaseListParams, CaseRow } from '../cases/case-kind';

const court = (path: string) => `/api/v1/out/court/${path}`;

/**
 * The restructuring centre's task lists (spec §7 "Consult service"): the applicant's own
 * applications, the allocation queue, and the viewer's acceptance and handling queues, whose
 * rows say what the viewer may do.
 */
const listPaths: Record<string, string> = {
  mine: court('applicantPage'),
  assign: court('assignPage'),
  accept: court('acceptPage'),
  process: court('processPage'),
};

/** stateCode filters "my applications" only; the queues each hold one state. */
const listRequest = (list: string, params: CaseListParams) => {
  const page = { pageNum: params.page, pageSize: DEFAULT_PAGE_SIZE, keyword: params.keyword || undefined };
  return list === 'mine' ? taskPageRequestSchema.parse({ ...page, stateCode: params.stateCode }) : pageRequestSchema.parse(page);
};

const toRow = (summary: TaskSummary | ActionableTaskSummary): CaseRow => ({
  ...summary,
  id: summary.taskId,
  number: summary.taskNumber,
  registrationNo: null,
  statementNo: null,
  availableActions: 'availableActions' in summary ? summary.availableActions : [],
});

const toDetail = (detail: TaskDetail): CaseDetailView =>
  caseDetailView(toRow(detail), detail, { reallocations: detail.reallocations, result: detail.result, rejectionReason: detail.rejectionReason });

const acceptCommand = (request: Record<string, string>) => api.post<CaseCommandResponse>(court('acceptTask'), request, quietForCaseForm);
const processCommand = (request: Record<string, string>) => api.post<CaseCommandResponse>(court('processTask'), request, quietForCaseForm);

/** One task page under each task menu entry, so the entry stays highlighted and "back" returns to it. */
export const restructuringKind: CaseKindDescription = {
  labels: 'restructuring-task',
  messagePrefix: 'task',
  testIdPrefix: 'task',
  idField: 'taskId',
  isStateCode: (code) => restructuringTaskStatusFromCode(code) !== undefined,
  stateCodes: RestructuringTaskStatuses.map((status) => restructuringTaskStateCode[status]),
  detailTitle: { zh: '任务详情', en: 'Task details' },
  queryRoot: (channel) => ['restructuring', channel],
  fetchList: async (list, params, signal) => {
    const page = await api.post<Page<TaskSummary | ActionableTaskSummary>>(listPaths[list] ?? court('applicantPage'), listRequest(list, params), {
      signal,
    });
    return { ...page, list: page.list.map(toRow) };
  },
  fetchDetail: async (id, signal) =>
    toDetail(await api.get<TaskDetail>(court('getOneConsultInfo'), { params: { taskId: id }, signal, quiet: (error) => error.notFound })),
  // Spec §2: the restructuring variant's menu.
  menuGroup: 'restructuring',
  queues: [
    {
      // "My applications" needs no key (spec §6).
      key: 'courtReformApplyList-csj',
      label: { zh: '我的申请', en: 'My applications' },
      path: '/index/$associationId/courtReformApplyList-csj',
      detailPath: '/index/$associationId/courtReformApplyList-csj/$caseId',
      list: 'mine',
      title: 'taskApplyListTitle',
      intro: 'taskApplyListIntro',
      empty: 'taskApplyListEmpty',
      emptyHint: 'taskApplyListEmptyHint',
      noMatch: 'taskApplyListNoMatch',
      stateFilter: true,
      // Their own applications: the contact is theirs; who handles it and when it last moved matter more.
      omitColumns: ['contactName'],
      extraColumns: ['assignee', 'updatedAt'],
      rowActions: ['view'],
    },
    {
      key: 'courtReformAssign-csj',
      label: { zh: '任务分配', en: 'Task allocation' },
      path: '/index/$associationId/courtReformAssign-csj',
      detailPath: '/index/$associationId/courtReformAssign-csj/$caseId',
      permission: PermissionKeys.csjTaskAllocateList,
      countField: 'taskAssignmentCount',
      list: 'assign',
      title: 'taskAssignTitle',
      intro: 'taskAssignIntro',
      empty: 'taskAssignEmpty',
      // A declined or lapsed offer comes back here: when it did shows beside when it was filed.
      extraColumns: ['updatedAt'],
      rowActions: ['assign', 'view'],
    },
    {
      key: 'courtReformAccept-csj',
      label: { zh: '任务受理', en: 'Task acceptance' },
      path: '/index/$associationId/courtReformAccept-csj',
      detailPath: '/index/$associationId/courtReformAccept-csj/$caseId',
      permission: PermissionKeys.csjTaskAcceptList,
      // The viewer's own offers and tasks: the association's counts include colleagues'.
      countField: 'myTaskAcceptanceCount',
      list: 'accept',
      title: 'taskAcceptTitle',
      intro: 'taskAcceptIntro',
      empty: 'taskAcceptEmpty',
      // Room for the row's actions; the contact is on the task page.
      omitColumns: ['contactName'],
      extraColumns: ['updatedAt'],
      rowActions: ['actions', 'view'],
    },
    {
      key: 'courtReformBind-csj',
      label: { zh: '任务办理', en: 'Task handling' },
      path: '/index/$associationId/courtReformBind-csj',
      detailPath: '/index/$associationId/courtReformBind-csj/$caseId',
      permission: PermissionKeys.csjTaskHandleList,
      countField: 'myTaskHandlingCount',
      list: 'process',
      title: 'taskBindTitle',
      intro: 'taskBindIntro',
      empty: 'taskBindEmpty',
      omitColumns: ['contactName'],
      extraColumns: ['updatedAt'],
      rowActions: ['actions', 'view'],
    },
  ],
  actions: {
    accept: { fixed: { decision: 'accept' }, schema: acceptTaskSchema, confirm: true, tone: 'forward', run: acceptCommand },
    decline: {
      stepForm: { functionKey: 'courtReform-csj', form: restructuringStepForms.decline },
      fixed: { decision: 'decline' },
      schema: acceptTaskSchema,
      confirm: true,
      tone: 'danger',
      run: acceptCommand,
    },
    note: {
      stepForm: { functionKey: 'courtReform-csj', form: restructuringStepForms.note },
      fixed: { action: 'note' },
      schema: processTaskSchema,
      confirm: false,
      tone: 'secondary',
      run: processCommand,
    },
    complete: {
      stepForm: { functionKey: 'courtReform-csj', form: restructuringStepForms.complete },
      fixed: { action: 'complete' },
      schema: processTaskSchema,
      confirm: true,
      tone: 'finish',
      run: processCommand,
    },
    reject: {
      stepForm: { functionKey: 'courtReform-csj', form: restructuringStepForms.reject },
      fixed: { action: 'reject' },
      schema: processTaskSchema,
      confirm: true,
      tone: 'danger',
      run: processCommand,
    },
  },
  assign: {
    // The list key opens the queue; only the action key allocates (the server checks it again).
    permission: PermissionKeys.csjTaskAllocate,
    stateCode: restructuringTaskStateCode.assign,
    fetchPersonnel: (taskId, signal) => api.post<Personnel[]>(court('getAssignPersonnel'), { taskId }, { signal }),
    draw: (taskId) => api.post<RandomDraw>(court('getAssignPersonnelRandom'), { taskId }),
    run: ({ id, assigneeId, draw }) =>
      api.post<CaseCommandResponse>(court('assignTask'), { taskId: id, assigneeId, ...(draw ? { draw } : {}) }),
  },
  facts: ['number', 'enterpriseName', 'creditCode', 'contactName', 'contactPhone', 'assignee', 'reallocations', 'submittedAt', 'updatedAt'],
  isStaff: isRestructuringTaskStaff,
};
