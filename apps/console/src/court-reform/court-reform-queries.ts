import {
  casePageRequestSchema,
  DEFAULT_PAGE_SIZE,
  type ActionableCaseSummary,
  type AssignTaskRequest,
  type CaseAction,
  type CaseCommandResponse,
  type CaseDetail,
  type CaseSummary,
  type CompleteCaseRequest,
  type IssueStatementRequest,
  type Page,
  type Personnel,
  type RandomDraw,
  type RegisterCaseRequest,
  type RejectCaseRequest,
  type SignCaseRequest,
  type SubmitProgressRequest,
} from '@bk/contracts';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

/** Each list and the rows it returns: the handling and issuance queues say what the viewer may do per row. */
export type CaseListRows = {
  assignment: CaseSummary;
  handling: ActionableCaseSummary;
  issuance: ActionableCaseSummary;
  all: CaseSummary;
};
export type CaseListQueue = keyof CaseListRows;
/** stateCode filters the progress query (queue "all") only. */
export type CaseListParams = { page: number; keyword: string; stateCode?: number };

/** Keys start with the channel so two associations in one tab never share cached rows. */
export const courtReformKeys = {
  all: (channel: string) => ['courtReform', channel] as const,
  lists: (channel: string) => ['courtReform', channel, 'list'] as const,
  list: (channel: string, queue: CaseListQueue, params: CaseListParams) => ['courtReform', channel, 'list', queue, params] as const,
  personnel: (channel: string, caseId: string) => ['courtReform', channel, 'personnel', caseId] as const,
  detail: (channel: string, caseId: string) => ['courtReform', channel, 'detail', caseId] as const,
};

const listPaths: Record<CaseListQueue, string> = {
  assignment: '/api/v1/manager/getAssignmentList',
  handling: '/api/v1/manager/getHandlingList',
  issuance: '/api/v1/manager/getIssuanceList',
  all: '/api/v1/manager/getCasePage',
};

export const caseListQueryOptions = <Queue extends CaseListQueue>(channel: string, queue: Queue, params: CaseListParams) =>
  queryOptions({
    queryKey: courtReformKeys.list(channel, queue, params),
    queryFn: ({ signal }) =>
      api.post<Page<CaseListRows[Queue]>>(
        listPaths[queue],
        casePageRequestSchema.parse({
          pageNum: params.page,
          pageSize: DEFAULT_PAGE_SIZE,
          keyword: params.keyword || undefined,
          stateCode: queue === 'all' ? params.stateCode : undefined,
        }),
        { signal },
      ),
    // Paging and searching keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });

export const personnelQueryOptions = (channel: string, caseId: string) =>
  queryOptions({
    queryKey: courtReformKeys.personnel(channel, caseId),
    queryFn: ({ signal }) => api.post<Personnel[]>('/api/v1/manager/getAssignPersonnel', { caseId }, { signal }),
    staleTime: 0,
  });

export const caseDetailQueryOptions = (channel: string, caseId: string) =>
  queryOptions({
    queryKey: courtReformKeys.detail(channel, caseId),
    queryFn: ({ signal }) =>
      api.get<CaseDetail>('/api/v1/manager/caseDetail', { params: { caseId }, signal, quiet: (e) => e.notFound }),
  });

export const drawRandomHandler = (caseId: string) =>
  api.post<RandomDraw>('/api/v1/manager/getAssignPersonnelRandom', { caseId });

export const assignTask = (request: AssignTaskRequest) =>
  api.post<{ caseId: string; stateCode: number }>('/api/v1/manager/assignTask', request);

/** The request of each case action, as the contracts' schemas validate it. */
export type CaseActionRequest = {
  sign: SignCaseRequest;
  note: SubmitProgressRequest;
  reject: RejectCaseRequest;
  register: RegisterCaseRequest;
  issueStatement: IssueStatementRequest;
  complete: CompleteCaseRequest;
};

const actionPaths: Record<CaseAction, string> = {
  sign: '/api/v1/manager/signCase',
  note: '/api/v1/manager/submitProgress',
  reject: '/api/v1/manager/rejectCase',
  register: '/api/v1/manager/registerCase',
  issueStatement: '/api/v1/manager/issueStatement',
  complete: '/api/v1/manager/completeCase',
};

/** Field errors (400) belong on the form, not in a toast; refusals (403, 409) are the caller's to show. */
export const runCaseAction = <Action extends CaseAction>(action: Action, request: CaseActionRequest[Action]) =>
  api.post<CaseCommandResponse>(actionPaths[action], request, {
    quiet: (error) => (error.status === 400 && error.fieldErrors.length > 0) || error.conflict,
  });

const PROJECTION_WAIT_MS = 10_000;

/**
 * A command answers once its events are stored; the read models follow a moment later. Waits
 * until the case's read model reaches the version the command produced, then refreshes every
 * court-reform query (lists, the case, the counts) so nothing shows the step undone.
 */
export const refreshAfterCommand = async (queryClient: QueryClient, channel: string, caseId: string, version: number): Promise<void> => {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (let delay = 100; Date.now() < deadline; delay = Math.min(delay * 2, 1_000)) {
    const detail = await queryClient.fetchQuery({ ...caseDetailQueryOptions(channel, caseId), staleTime: 0 }).catch(() => undefined);
    if (detail && detail.version >= version) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  await queryClient.invalidateQueries({ queryKey: courtReformKeys.all(channel) });
};

/** After an allocation (or a conflict) the lists, the case and the counts are stale. */
export const invalidateAfterAssignment = (queryClient: QueryClient, channel: string) =>
  queryClient.invalidateQueries({ queryKey: courtReformKeys.all(channel) });
