import {
  DEFAULT_PAGE_SIZE,
  type ContentBulkRequest,
  type ContentBulkResponse,
  type ContentCancelScheduleRequest,
  type ContentCategoryList,
  type ContentCommandResponse,
  type ContentDeleteRequest,
  type ContentDetail,
  type ContentOnOffRequest,
  type ContentPageRequest,
  type ContentPinRequest,
  type ContentReorderRequest,
  type ContentRestoreRequest,
  type ContentRevisions,
  type ContentScheduleRequest,
  type ContentStatusFilter,
  type ContentSummary,
  type Page,
  type SaveContentRequest,
} from '@bk/contracts';
import type { AnnouncementTypeCode, ContentKindKey } from '@bk/domain';
import { api, type ApiError } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

const CMS = '/api/v1/cms/content';

/** One kind's list, as the URL keeps its filters. */
export type ContentListParams = {
  kind: ContentKindKey;
  page: number;
  keyword: string;
  status?: ContentStatusFilter;
  categoryCode?: number;
  labelId?: string;
  dateFrom?: string;
  dateTo?: string;
  announcementType?: AnnouncementTypeCode;
  /** Ordered kinds (links) show every item on one page so the whole order can be arranged. */
  pageSize?: number;
};

/** Keys start with the channel so two associations in one tab never share cached rows. */
export const contentKeys = {
  all: (channel: string) => ['content', channel] as const,
  list: (channel: string, params: ContentListParams) => ['content', channel, 'list', params] as const,
  detail: (channel: string, contentId: string) => ['content', channel, 'detail', contentId] as const,
  revisions: (channel: string, contentId: string) => ['content', channel, 'revisions', contentId] as const,
  categories: (channel: string) => ['content', channel, 'categories'] as const,
};

export const contentListRequestOf = (params: ContentListParams): ContentPageRequest => ({
  kind: params.kind,
  pageNum: params.page,
  pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE,
  keyword: params.keyword || undefined,
  status: params.status,
  categoryCode: params.categoryCode,
  labelId: params.labelId,
  dateFrom: params.dateFrom,
  dateTo: params.dateTo,
  announcementType: params.announcementType,
});

export const contentListQueryOptions = (channel: string, params: ContentListParams) =>
  queryOptions({
    queryKey: contentKeys.list(channel, params),
    queryFn: ({ signal }) => api.post<Page<ContentSummary>>(`${CMS}/getCmsContentPage`, contentListRequestOf(params), { signal }),
    // Paging and filtering keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });

export const contentDetailQueryOptions = (channel: string, contentId: string) =>
  queryOptions({
    queryKey: contentKeys.detail(channel, contentId),
    queryFn: ({ signal }) => api.get<ContentDetail>(`${CMS}/getCmsContentDetail`, { params: { contentId }, signal, quiet: (error) => error.notFound }),
    // The editor must start from the version as it is now: a cached older one would only earn a 409.
    staleTime: 0,
  });

export const contentRevisionsQueryOptions = (channel: string, contentId: string) =>
  queryOptions({
    queryKey: contentKeys.revisions(channel, contentId),
    queryFn: ({ signal }) => api.get<ContentRevisions>(`${CMS}/getCmsContentRevisions`, { params: { contentId }, signal }),
    staleTime: 0,
  });

/** The association's categories of every kind; a screen picks its kind's. */
export const contentCategoriesQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: contentKeys.categories(channel),
    // Categories only refine the filters and the form: failing to load them hides the choice, quietly.
    queryFn: ({ signal }) => api.get<ContentCategoryList>(`${CMS}/getCmsCategoryList`, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

/** Field errors (400) belong on the form; a conflict (409) and a refusal (403) are explained by the page that made the call. */
const quietForCaller = (error: ApiError) => (error.status === 400 && error.fieldErrors.length > 0) || error.conflict || error.status === 403;

/** Creating sends the submission's idempotency key as well: a resend after a lost answer creates nothing twice. */
export const saveContent = (request: SaveContentRequest, idempotencyKey: string) =>
  api.post<ContentCommandResponse>(`${CMS}/saveOrUpdateCmsContent`, request, { quiet: quietForCaller, idempotencyKey });

export const switchContent = (request: ContentOnOffRequest) => api.post<ContentCommandResponse>(`${CMS}/doOnOffCmsContent`, request, { quiet: quietForCaller });
export const pinContent = (request: ContentPinRequest) => api.post<ContentCommandResponse>(`${CMS}/doOperTopCmsContent`, request, { quiet: quietForCaller });
export const deleteContent = (request: ContentDeleteRequest) => api.post<ContentCommandResponse>(`${CMS}/doDeleteCmsContent`, request, { quiet: quietForCaller });
export const restoreContent = (request: ContentRestoreRequest) => api.post<ContentCommandResponse>(`${CMS}/restoreCmsContent`, request, { quiet: quietForCaller });
export const scheduleContent = (request: ContentScheduleRequest) => api.post<ContentCommandResponse>(`${CMS}/scheduleCmsContent`, request, { quiet: quietForCaller });
export const cancelContentSchedule = (request: ContentCancelScheduleRequest) =>
  api.post<ContentCommandResponse>(`${CMS}/cancelCmsContentSchedule`, request, { quiet: quietForCaller });
export const bulkContent = (request: ContentBulkRequest) => api.post<ContentBulkResponse>(`${CMS}/bulkCmsContent`, request, { quiet: quietForCaller });
export const reorderContent = (request: ContentReorderRequest) => api.post<ContentBulkResponse>(`${CMS}/reorderCmsContent`, request, { quiet: quietForCaller });

const PROJECTION_WAIT_MS = 10_000;

/**
 * Polls the item's read model until `ready` says it shows what we wait for (undefined: the item is
 * gone), giving up after a while, then refreshes every content query of the association.
 */
const refreshWhen = async (
  queryClient: QueryClient,
  channel: string,
  contentId: string,
  ready: (detail: ContentDetail | undefined) => boolean,
): Promise<void> => {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (let delay = 100; Date.now() < deadline; delay = Math.min(delay * 2, 1_000)) {
    const caughtUp = await queryClient
      .fetchQuery({ ...contentDetailQueryOptions(channel, contentId), staleTime: 0 })
      .then(ready)
      .catch((error: unknown) => (error as ApiError).notFound === true && ready(undefined));
    if (caughtUp) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  await queryClient.invalidateQueries({ queryKey: contentKeys.all(channel) });
};

/**
 * A command answers once its events are stored; the read model follows a moment later. Waits
 * until it reaches the version the command produced (or the item is gone, after a delete), so no
 * list shows the step undone and the next command on a row names the version it really is at.
 */
export const refreshAfterContentCommand = (queryClient: QueryClient, channel: string, result: { contentId: string; version: number; status: string }) =>
  refreshWhen(queryClient, channel, result.contentId, (detail) => (detail ? detail.version >= result.version : result.status === 'deleted'));

/** After a 409: the change that beat ours may not be in the read model yet; wait until it is. */
export const reloadAfterConflict = (queryClient: QueryClient, channel: string, contentId: string, staleVersion: number) =>
  refreshWhen(queryClient, channel, contentId, (detail) => detail === undefined || detail.version > staleVersion);

/** After a bulk call or a reorder: every item that changed has reached its new version. */
export const refreshAfterBulk = async (queryClient: QueryClient, channel: string, response: ContentBulkResponse) => {
  await Promise.all(
    response.results.flatMap((result) => (result.ok ? [refreshAfterContentCommand(queryClient, channel, result)] : [])),
  );
  await queryClient.invalidateQueries({ queryKey: contentKeys.all(channel) });
};
