import {
  DEFAULT_PAGE_SIZE,
  pageRequestSchema,
  taskPageRequestSchema,
  type AcceptTaskRequest,
  type ActionableTaskSummary,
  type AssignRestructuringTaskRequest,
  type CaseCommandResponse,
  type Page,
  type Personnel,
  type ProcessTaskRequest,
  type RandomDraw,
  type RestructuringApplyRequest,
  type RestructuringApplyResponse,
  type TaskDetail,
  type TaskSummary,
} from '@bk/contracts';
import { api, type ApiError } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { todoCountsKey } from '../features/shell/todo-queries';

/**
 * The restructuring centre's task lists (spec §7 "Consult service"): the applicant's own
 * applications, the allocation queue, and the viewer's acceptance and handling queues, whose
 * rows say what the viewer may do.
 */
export type TaskListRows = {
  mine: TaskSummary;
  assign: TaskSummary;
  accept: ActionableTaskSummary;
  process: ActionableTaskSummary;
};
export type TaskListQueue = keyof TaskListRows;
/** stateCode filters "my applications" only; the queues each hold one state. */
export type TaskListParams = { page: number; keyword: string; stateCode?: number };

/** Keys start with the channel so two associations in one tab never share cached rows. */
export const restructuringKeys = {
  all: (channel: string) => ['restructuring', channel] as const,
  list: (channel: string, queue: TaskListQueue, params: TaskListParams) => ['restructuring', channel, 'list', queue, params] as const,
  personnel: (channel: string, taskId: string) => ['restructuring', channel, 'personnel', taskId] as const,
  detail: (channel: string, taskId: string) => ['restructuring', channel, 'detail', taskId] as const,
};

const court = (path: string) => `/api/v1/out/court/${path}`;

const listPaths: Record<TaskListQueue, string> = {
  mine: court('applicantPage'),
  assign: court('assignPage'),
  accept: court('acceptPage'),
  process: court('processPage'),
};

const listRequest = (queue: TaskListQueue, params: TaskListParams) => {
  const page = { pageNum: params.page, pageSize: DEFAULT_PAGE_SIZE, keyword: params.keyword || undefined };
  return queue === 'mine' ? taskPageRequestSchema.parse({ ...page, stateCode: params.stateCode }) : pageRequestSchema.parse(page);
};

export const taskListQueryOptions = <Queue extends TaskListQueue>(channel: string, queue: Queue, params: TaskListParams) =>
  queryOptions({
    queryKey: restructuringKeys.list(channel, queue, params),
    queryFn: ({ signal }) => api.post<Page<TaskListRows[Queue]>>(listPaths[queue], listRequest(queue, params), { signal }),
    // Paging, searching and filtering keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });

export const taskDetailQueryOptions = (channel: string, taskId: string) =>
  queryOptions({
    queryKey: restructuringKeys.detail(channel, taskId),
    queryFn: ({ signal }) =>
      api.get<TaskDetail>(court('getOneConsultInfo'), { params: { taskId }, signal, quiet: (e) => e.notFound }),
  });

/** Who may accept tasks, with their open tasks, to allocate by hand (also names the candidates of a draw). */
export const taskPersonnelQueryOptions = (channel: string, taskId: string) =>
  queryOptions({
    queryKey: restructuringKeys.personnel(channel, taskId),
    queryFn: ({ signal }) => api.post<Personnel[]>(court('getAssignPersonnel'), { taskId }, { signal }),
    staleTime: 0,
  });

/** One idempotency key per submission attempt: a double click or a retry files one task. */
export const createRestructuringTask = (request: RestructuringApplyRequest, idempotencyKey: string) =>
  api.post<RestructuringApplyResponse>('/api/v1/reform/createOcrFlowInstance', request, { idempotencyKey });

export const drawTaskAssignee = (taskId: string) => api.post<RandomDraw>(court('getAssignPersonnelRandom'), { taskId });

export const assignRestructuringTask = (request: AssignRestructuringTaskRequest) =>
  api.post<CaseCommandResponse>(court('assignTask'), request);

/** Field errors (400) belong on the form, not in a toast; refusals (403, 409) are the caller's to show. */
const quietForForm = { quiet: (error: ApiError) => (error.status === 400 && error.fieldErrors.length > 0) || error.conflict };

export const acceptRestructuringTask = (request: AcceptTaskRequest) =>
  api.post<CaseCommandResponse>(court('acceptTask'), request, quietForForm);

export const processRestructuringTask = (request: ProcessTaskRequest) =>
  api.post<CaseCommandResponse>(court('processTask'), request, quietForForm);

const PROJECTION_WAIT_MS = 10_000;

/**
 * A command answers once its events are stored; the read models follow a moment later. Waits
 * until the task's read model reaches the version the command produced (a new task: until it is
 * there at all), then refreshes every task query and the to-do counts so nothing shows the step
 * undone.
 */
export const refreshAfterTaskCommand = async (
  queryClient: QueryClient,
  channel: string,
  taskId: string,
  version: number,
): Promise<void> => {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (let delay = 100; Date.now() < deadline; delay = Math.min(delay * 2, 1_000)) {
    const detail = await queryClient.fetchQuery({ ...taskDetailQueryOptions(channel, taskId), staleTime: 0 }).catch(() => undefined);
    if (detail && detail.version >= version) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: restructuringKeys.all(channel) }),
    queryClient.invalidateQueries({ queryKey: todoCountsKey(channel) }),
  ]);
};

/** After a refusal (the task moved on) the lists, the task and the counts are stale. */
export const invalidateTasks = (queryClient: QueryClient, channel: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: restructuringKeys.all(channel) }),
    queryClient.invalidateQueries({ queryKey: todoCountsKey(channel) }),
  ]);
