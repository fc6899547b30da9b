import {
  DEFAULT_PAGE_SIZE,
  pageRequestSchema,
  type AssignTaskRequest,
  type CaseDetail,
  type CaseSummary,
  type Page,
  type Personnel,
  type RandomDraw,
  type TodoCounts,
} from '@bk/contracts';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

export type CaseListQueue = 'assignment' | 'handling';
export type CaseListParams = { page: number; keyword: string };

/** Keys start with the channel so two associations in one tab never share cached rows. */
export const courtReformKeys = {
  all: (channel: string) => ['courtReform', channel] as const,
  lists: (channel: string) => ['courtReform', channel, 'list'] as const,
  list: (channel: string, queue: CaseListQueue, params: CaseListParams) => ['courtReform', channel, 'list', queue, params] as const,
  personnel: (channel: string, caseId: string) => ['courtReform', channel, 'personnel', caseId] as const,
  detail: (channel: string, caseId: string) => ['courtReform', channel, 'detail', caseId] as const,
  counts: (channel: string) => ['courtReform', channel, 'counts'] as const,
};

const listPaths: Record<CaseListQueue, string> = {
  assignment: '/api/v1/manager/getAssignmentList',
  handling: '/api/v1/manager/getHandlingList',
};

export const caseListQueryOptions = (channel: string, queue: CaseListQueue, params: CaseListParams) =>
  queryOptions({
    queryKey: courtReformKeys.list(channel, queue, params),
    queryFn: ({ signal }) =>
      api.post<Page<CaseSummary>>(
        listPaths[queue],
        pageRequestSchema.parse({ pageNum: params.page, pageSize: DEFAULT_PAGE_SIZE, keyword: params.keyword || undefined }),
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

/** Seeds the menu badges; the live stream keeps them current afterwards. */
export const todoCountsQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: courtReformKeys.counts(channel),
    queryFn: ({ signal }) =>
      api.get<TodoCounts>('/api/v1/manager/getOcsettlementCount', { signal, quiet: true, trackLoading: false }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const drawRandomHandler = (caseId: string) =>
  api.post<RandomDraw>('/api/v1/manager/getAssignPersonnelRandom', { caseId });

export const assignTask = (request: AssignTaskRequest) =>
  api.post<{ caseId: string; stateCode: number }>('/api/v1/manager/assignTask', request);

/** After an allocation (or a conflict) the lists, the case and the counts are stale. */
export const invalidateAfterAssignment = (queryClient: QueryClient, channel: string) =>
  queryClient.invalidateQueries({ queryKey: courtReformKeys.all(channel) });
