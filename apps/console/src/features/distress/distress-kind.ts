import {
  DEFAULT_PAGE_SIZE,
  distressPageRequestSchema,
  distressStaffSubmitItemSchema,
  distressStepForms,
  distressTodoRequestSchema,
  type ActionableDistressSummary,
  type DistressDetail,
  type DistressFormTaskKey,
  type DistressPersonnelResponse,
  type DistressSubmitItemResponse,
  type DistressSummary,
  type Page,
} from '@bk/contracts';
import { caseStatusFromCode, distressConsultationCaseKind as declared, displayOrDash, EMPTY_DISPLAY, formatMoney, PermissionKeys } from '@bk/domain';
import { api } from '@bk/web';
import { caseDetailView, quietForCaseForm } from '../cases/case-api';
import type { CaseActionSpec, CaseDetailView, CaseKindDescription, CaseListParams, CaseParticular, CaseRow } from '../cases/case-kind';

const manage = (path: string) => `/api/v1/distressManage/${path}`;

/** Which call serves each list: the two to-do queues, and the progress query with its state filter. */
const listRequest = (list: string, params: CaseListParams): { path: string; body: unknown } => {
  const page = { pageNum: params.page, pageSize: DEFAULT_PAGE_SIZE, keyword: params.keyword || undefined };
  return list === 'all'
    ? { path: manage('getDistressPage'), body: distressPageRequestSchema.parse({ ...page, stateCode: params.stateCode }) }
    : { path: manage('getTodoItemList'), body: distressTodoRequestSchema.parse({ ...page, queue: list }) };
};

const toRow = (summary: DistressSummary | ActionableDistressSummary): CaseRow => ({
  id: summary.businessId,
  number: summary.consultationNumber,
  // A person consults under their own name; an enterprise under its name and credit code.
  enterpriseName: summary.applicantName,
  creditCode: summary.creditCode ?? '',
  contactName: summary.contactName,
  stateCode: summary.stateCode,
  assigneeName: summary.assigneeName,
  submittedAt: summary.submittedAt,
  updatedAt: summary.updatedAt,
  registrationNo: null,
  statementNo: null,
  availableActions: 'availableActions' in summary ? summary.availableActions : [],
});

/** An amount in yuan with the spec's money display (its empty mark when none was given). */
const yuan = (value: string | undefined): string => {
  const shown = formatMoney(value);
  return shown === EMPTY_DISPLAY ? shown : `${shown} 元`;
};

/** Everything the applicant filed that the row does not show, in the form's order. */
const particularsOf = ({ application }: DistressDetail): CaseParticular[] => {
  const common: CaseParticular[] = [
    { label: { zh: '电子邮箱', en: 'E-mail' }, value: displayOrDash(application.email) },
    { label: { zh: '负债总额', en: 'Total debt' }, value: yuan(application.debtAmount) },
    { label: { zh: '资产总额', en: 'Total assets' }, value: yuan(application.assetAmount) },
    { label: { zh: '债权人数量', en: 'Creditors' }, value: String(application.creditorCount) },
  ];
  return application.type === 'personal'
    ? [
        { label: { zh: '咨询类型', en: 'Consulting as' }, value: '个人' },
        { label: { zh: '身份证号', en: 'Citizen id' }, value: application.citizenId },
        ...common,
        { label: { zh: '月收入', en: 'Monthly income' }, value: yuan(application.monthlyIncome) },
      ]
    : [{ label: { zh: '咨询类型', en: 'Consulting as' }, value: '企业' }, ...common, { label: { zh: '员工人数', en: 'Employees' }, value: String(application.employeeCount) }];
};

const toDetail = (detail: DistressDetail): CaseDetailView =>
  caseDetailView(
    toRow(detail),
    { contactPhone: detail.application.phone, description: detail.application.description, version: detail.version, timeline: detail.timeline, temporalUrl: detail.temporalUrl },
    { reallocations: detail.reallocations, result: detail.opinion, rejectionReason: null },
    { particulars: particularsOf(detail), files: detail.materials, openRequest: detail.materialRequest },
  );

/** Every step goes to submitItem, named by its taskKey (the declaration's action). */
const submitItem = (request: Record<string, string>) => api.post<DistressSubmitItemResponse>(manage('submitItem'), request, quietForCaseForm);

/** A step that asks for input: its form is the declared one (distressStepForms), with the handler's draft. */
const formStep = (taskKey: DistressFormTaskKey, functionKey: string, tone: CaseActionSpec['tone']): CaseActionSpec => ({
  stepForm: { functionKey, form: distressStepForms[taskKey] },
  fixed: { taskKey },
  schema: distressStaffSubmitItemSchema,
  confirm: distressStepForms[taskKey].configForm.confirm,
  tone,
  run: submitItem,
});

const detailPaths = {
  information: '/index/$associationId/detailsDilemmaInformation/$caseId',
  query: '/index/$associationId/dilemmaInformationQuery/$caseId',
} as const;

/**
 * Debt-distress consultations (spec §2 dilemmaInformation, detailsDilemmaInformation,
 * dilemmaInformationQuery and its details): allocation and handling, and the progress query. The
 * queues' keys and counts are the declaration's (libs/domain distress-consultation.case-kind).
 */
export const distressKind: CaseKindDescription = {
  labels: 'distress-consultation',
  messagePrefix: 'distress',
  testIdPrefix: 'distress',
  idField: 'businessId',
  isStateCode: (code) => caseStatusFromCode(declared, code) !== undefined,
  stateCodes: declared.statuses.map((status) => declared.stateCode[status]),
  detailTitle: { zh: '咨询详情', en: 'Consultation details' },
  queryRoot: (channel) => ['distress', channel],
  fetchList: async (list, params, signal) => {
    const { path, body } = listRequest(list, params);
    const page = await api.post<Page<DistressSummary | ActionableDistressSummary>>(path, body, { signal });
    return { ...page, list: page.list.map(toRow) };
  },
  fetchDetail: async (id, signal) =>
    toDetail(await api.post<DistressDetail>(manage('getCurrentDetailInfo'), { businessId: id }, { signal, quiet: (error) => error.notFound })),
  menuGroup: 'dilemma',
  queues: [
    {
      key: 'dilemmaInformation',
      label: declared.queues.allocation.label,
      path: '/index/$associationId/dilemmaInformation',
      detailPath: detailPaths.information,
      detailFrom: 'dilemmaInformation',
      permission: declared.queues.allocation.permission,
      countField: 'distressAssignmentCount',
      list: 'allocation',
      title: 'distressAllocationTitle',
      intro: 'distressAllocationIntro',
      empty: 'distressAllocationEmpty',
      extraColumns: ['updatedAt'],
      rowActions: ['assign', 'view'],
    },
    {
      key: 'dilemmaInformationHandle',
      label: declared.queues.handling.label,
      path: '/index/$associationId/dilemmaInformationHandle',
      detailPath: detailPaths.information,
      detailFrom: 'dilemmaInformationHandle',
      permission: declared.queues.handling.permission,
      // The handler's own queue: the association's count would include colleagues' consultations.
      countField: 'myDistressHandlingCount',
      list: 'handling',
      title: 'distressHandlingTitle',
      intro: 'distressHandlingIntro',
      empty: 'distressHandlingEmpty',
      omitColumns: ['contactName'],
      rowActions: ['actions', 'view'],
    },
    {
      key: 'dilemmaInformationQuery',
      label: declared.queues.all.label,
      path: '/index/$associationId/dilemmaInformationQuery',
      detailPath: detailPaths.query,
      permission: [PermissionKeys.distressProgress, PermissionKeys.distressQuery],
      list: 'all',
      title: 'distressQueryTitle',
      intro: 'distressQueryIntro',
      empty: 'distressQueryEmpty',
      noMatch: 'distressQueryNoMatch',
      stateFilter: true,
      omitColumns: ['creditCode', 'contactName'],
      extraColumns: ['assignee', 'updatedAt'],
      rowActions: ['view'],
    },
  ],
  actions: {
    requestMaterials: formStep('requestMaterials', 'dilemmaInformationHandle', 'secondary'),
    handle: formStep('handle', 'dilemmaInformationHandle', 'forward'),
    complete: { fixed: { taskKey: 'complete' }, schema: distressStaffSubmitItemSchema, confirm: true, tone: 'finish', run: submitItem },
    returnToPool: formStep('returnToPool', 'dilemmaInformationHandle', 'danger'),
  },
  assign: {
    permission: declared.actions.allocate.permission,
    stateCode: declared.stateCode.submitted,
    fetchPersonnel: async (_id, signal) => (await api.post<DistressPersonnelResponse>(manage('getAssignPersonnels'), {}, { signal })).list,
    draw: async () => (await api.post<DistressPersonnelResponse>(manage('getAssignPersonnels'), { random: true })).draw!,
    run: async ({ id, assigneeId, draw }) => {
      const answer = await api.post<DistressSubmitItemResponse>(manage('submitItem'), {
        businessId: id,
        taskKey: 'allocate',
        assigneeId,
        ...(draw ? { draw } : {}),
      });
      return { version: answer.version };
    },
  },
  facts: ['number', 'enterpriseName', 'creditCode', 'contactName', 'contactPhone', 'assignee', 'reallocations', 'submittedAt', 'updatedAt'],
  isStaff: () => true,
};
