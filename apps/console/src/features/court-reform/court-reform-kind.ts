import {
  courtReformStepForms,
  casePageRequestSchema,
  completeCaseSchema,
  DEFAULT_PAGE_SIZE,
  issueStatementSchema,
  registerCaseSchema,
  rejectCaseSchema,
  signCaseSchema,
  submitProgressSchema,
  type ActionableCaseSummary,
  type CaseCommandResponse,
  type CaseDetail,
  type CaseSummary,
  type Page,
  type Personnel,
  type RandomDraw,
} from '@bk/contracts';
import { courtReformStateCode, courtReformStatusFromCode, CourtReformStatuses, PermissionKeys } from '@bk/domain';
import { api } from '@bk/web';
import { caseDetailView, quietForCaseForm } from '../cases/case-api';
import type { CaseDetailView, CaseKindDescription, CaseRow } from '../cases/case-kind';

const manager = (path: string) => `/api/v1/manager/${path}`;

/** Which endpoint serves each queue; the handling and issuance rows say what the viewer may do. */
const listPaths: Record<string, string> = {
  assignment: manager('getAssignmentList'),
  handling: manager('getHandlingList'),
  issuance: manager('getIssuanceList'),
  all: manager('getCasePage'),
};

const toRow = (summary: CaseSummary | ActionableCaseSummary): CaseRow => ({
  ...summary,
  id: summary.caseId,
  number: summary.caseNumber,
  registrationNo: 'registrationNo' in summary ? summary.registrationNo : null,
  statementNo: 'statementNo' in summary ? summary.statementNo : null,
  availableActions: 'availableActions' in summary ? summary.availableActions : [],
});

const caseDetailViewOf = (detail: CaseDetail): CaseDetailView => caseDetailView(toRow(detail), detail);

const command = (path: string) => (request: Record<string, string>) => api.post<CaseCommandResponse>(manager(path), request, quietForCaseForm);

const detailPaths = {
  information: '/index/$associationId/courtReformInformation/$caseId',
  bind: '/index/$associationId/courtReformInformationBind/$caseId',
  query: '/index/$associationId/courtReformInformationQuery/$caseId',
} as const;

/**
 * Out-of-court restructuring cases (spec §2 庭外重组): allocation, handling, statements and the
 * progress query. The spec gives each list its own detail route: courtReformInformation
 * (allocation, and the statements list by `from`), courtReformInformationBind,
 * courtReformInformationQuery.
 */
export const courtReformKind: CaseKindDescription = {
  labels: 'court-reform',
  messagePrefix: 'case',
  testIdPrefix: 'case',
  idField: 'caseId',
  isStateCode: (code) => courtReformStatusFromCode(code) !== undefined,
  stateCodes: CourtReformStatuses.map((status) => courtReformStateCode[status]),
  detailTitle: { zh: '案件详情', en: 'Case details' },
  queryRoot: (channel) => ['courtReform', channel],
  fetchList: async (list, params, signal) => {
    const page = await api.post<Page<CaseSummary | ActionableCaseSummary>>(
      listPaths[list] ?? manager('getCasePage'),
      casePageRequestSchema.parse({
        pageNum: params.page,
        pageSize: DEFAULT_PAGE_SIZE,
        keyword: params.keyword || undefined,
        stateCode: list === 'all' ? params.stateCode : undefined,
      }),
      { signal },
    );
    return { ...page, list: page.list.map(toRow) };
  },
  fetchDetail: async (id, signal) =>
    caseDetailViewOf(await api.get<CaseDetail>(manager('caseDetail'), { params: { caseId: id }, signal, quiet: (error) => error.notFound })),
  menuGroup: 'courtReform',
  queues: [
    {
      key: 'courtReformAssign',
      label: { zh: '申请分配', en: 'Allocation' },
      path: '/index/$associationId/courtReformAssign',
      detailPath: detailPaths.information,
      detailFrom: 'courtReformAssign',
      permission: PermissionKeys.courtReformAllocate,
      countField: 'assignmentCount',
      list: 'assignment',
      title: 'caseAssignTitle',
      intro: 'caseAssignIntro',
      empty: 'caseAssignEmpty',
      rowActions: ['assign'],
    },
    {
      key: 'courtReformBind',
      label: { zh: '申请办理', en: 'Handling' },
      path: '/index/$associationId/courtReformBind',
      detailPath: detailPaths.bind,
      permission: PermissionKeys.courtReformHandle,
      // The handler's own queue: the association's handlingCount would include colleagues' cases.
      countField: 'myHandlingCount',
      list: 'handling',
      title: 'caseBindTitle',
      intro: 'caseBindIntro',
      empty: 'caseBindEmpty',
      // Room for the row's actions; the contact is on the case page.
      omitColumns: ['contactName'],
      rowActions: ['actions', 'view'],
    },
    {
      key: 'courtReformMark',
      label: { zh: '出具说明', en: 'Statements' },
      path: '/index/$associationId/courtReformMark',
      detailPath: detailPaths.information,
      detailFrom: 'courtReformMark',
      permission: PermissionKeys.courtReformSituation,
      countField: 'issuanceCount',
      list: 'issuance',
      title: 'caseMarkTitle',
      intro: 'caseMarkIntro',
      empty: 'caseMarkEmpty',
      omitColumns: ['creditCode', 'contactName'],
      extraColumns: ['registrationNo', 'statementNo'],
      rowActions: ['actions', 'view'],
    },
    {
      key: 'courtReformQuery',
      label: { zh: '进度查询', en: 'Progress query' },
      path: '/index/$associationId/courtReformQuery',
      detailPath: detailPaths.query,
      permission: PermissionKeys.courtReformQuery,
      list: 'all',
      title: 'caseQueryTitle',
      intro: 'caseQueryIntro',
      empty: 'caseQueryEmpty',
      noMatch: 'caseQueryNoMatch',
      stateFilter: true,
      omitColumns: ['creditCode', 'contactName'],
      extraColumns: ['assignee', 'updatedAt'],
      rowActions: ['view'],
    },
  ],
  actions: {
    sign: { schema: signCaseSchema, confirm: true, tone: 'forward', run: command('signCase') },
    note: {
      stepForm: { functionKey: 'courtReform', form: courtReformStepForms.note },
      schema: submitProgressSchema,
      confirm: false,
      tone: 'secondary',
      run: command('submitProgress'),
    },
    reject: {
      stepForm: { functionKey: 'courtReform', form: courtReformStepForms.reject },
      schema: rejectCaseSchema,
      confirm: true,
      tone: 'danger',
      run: command('rejectCase'),
    },
    register: {
      stepForm: { functionKey: 'courtReform', form: courtReformStepForms.register },
      schema: registerCaseSchema,
      confirm: true,
      tone: 'forward',
      run: command('registerCase'),
    },
    issueStatement: {
      stepForm: { functionKey: 'courtReform', form: courtReformStepForms.issueStatement },
      schema: issueStatementSchema,
      confirm: true,
      tone: 'forward',
      run: command('issueStatement'),
    },
    complete: { schema: completeCaseSchema, confirm: true, tone: 'finish', run: command('completeCase') },
  },
  assign: {
    permission: PermissionKeys.courtReformAllocate,
    stateCode: courtReformStateCode.apply,
    fetchPersonnel: (caseId, signal) => api.post<Personnel[]>(manager('getAssignPersonnel'), { caseId }, { signal }),
    draw: (caseId) => api.post<RandomDraw>(manager('getAssignPersonnelRandom'), { caseId }),
    // The allocation answers with the case's new state, not a version.
    run: async ({ id, assigneeId, draw }) => {
      await api.post<{ caseId: string; stateCode: number }>(manager('assignTask'), { caseId: id, assigneeId, ...(draw ? { draw } : {}) });
      return {};
    },
  },
  facts: [
    'number',
    'enterpriseName',
    'creditCode',
    'contactName',
    'contactPhone',
    'assignee',
    'registrationNo',
    'statementNo',
    'submittedAt',
    'updatedAt',
  ],
  // Every court-reform page is staff-only (the applicant follows the case on the portal).
  isStaff: () => true,
};
