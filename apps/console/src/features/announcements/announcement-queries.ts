import {
  announcementPageRequestSchema,
  DEFAULT_PAGE_SIZE,
  type AnnouncementCommandResponse,
  type AnnouncementDetail,
  type AnnouncementOnOffRequest,
  type AnnouncementPinRequest,
  type AnnouncementStatus,
  type AnnouncementSummary,
  type AnnouncementDeleteRequest,
  type Page,
  type SaveAnnouncementRequest,
} from '@bk/contracts';
import type { AnnouncementTypeCode, ContentKindKey } from '@bk/domain';
import { api, type ApiError } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

const CMS = '/api/v1/cms/content';
const ANNOUNCEMENT_KIND = 'courtReformAnnouncement' satisfies ContentKindKey;

/** The list's filters, as the URL keeps them. */
export type AnnouncementListParams = {
  page: number;
  keyword: string;
  status?: AnnouncementStatus;
  announcementType?: AnnouncementTypeCode;
};

/** Keys start with the channel so two associations in one tab never share cached rows. */
export const announcementKeys = {
  all: (channel: string) => ['announcements', channel] as const,
  list: (channel: string, params: AnnouncementListParams) => ['announcements', channel, 'list', params] as const,
  detail: (channel: string, contentId: string) => ['announcements', channel, 'detail', contentId] as const,
};

export const announcementListQueryOptions = (channel: string, params: AnnouncementListParams) =>
  queryOptions({
    queryKey: announcementKeys.list(channel, params),
    queryFn: ({ signal }) =>
      api.post<Page<AnnouncementSummary>>(
        `${CMS}/getCmsContentPage`,
        {
          // The content kit serves every kind through these calls: announcements name theirs.
          kind: ANNOUNCEMENT_KIND,
          ...announcementPageRequestSchema.parse({
          pageNum: params.page,
          pageSize: DEFAULT_PAGE_SIZE,
          keyword: params.keyword || undefined,
          status: params.status,
          announcementType: params.announcementType,
          }),
        },
        { signal },
      ),
    // Paging and filtering keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });

export const announcementDetailQueryOptions = (channel: string, contentId: string) =>
  queryOptions({
    queryKey: announcementKeys.detail(channel, contentId),
    queryFn: ({ signal }) =>
      api.get<AnnouncementDetail>(`${CMS}/getCmsContentDetail`, { params: { contentId }, signal, quiet: (error) => error.notFound }),
    // The editor must start from the version as it is now: a cached older one would only earn a 409.
    staleTime: 0,
  });

/** Field errors (400) belong on the form; a conflict (409) is explained by the page that made the call. */
const quietForCaller = (error: ApiError) => (error.status === 400 && error.fieldErrors.length > 0) || error.conflict;

export const saveAnnouncement = (request: SaveAnnouncementRequest) =>
  api.post<AnnouncementCommandResponse>(`${CMS}/saveOrUpdateCmsContent`, { kind: ANNOUNCEMENT_KIND, ...request }, { quiet: quietForCaller });

export const switchAnnouncement = (request: AnnouncementOnOffRequest) =>
  api.post<AnnouncementCommandResponse>(`${CMS}/doOnOffCmsContent`, request, { quiet: quietForCaller });

export const pinAnnouncement = (request: AnnouncementPinRequest) =>
  api.post<AnnouncementCommandResponse>(`${CMS}/doOperTopCmsContent`, request, { quiet: quietForCaller });

export const deleteAnnouncement = (request: AnnouncementDeleteRequest) =>
  api.post<AnnouncementCommandResponse>(`${CMS}/doDeleteCmsContent`, request, { quiet: quietForCaller });

const PROJECTION_WAIT_MS = 10_000;

/**
 * Polls the item's read model until `ready` says it shows what we wait for (undefined: the item is
 * gone), giving up after a while, then refreshes every announcement query.
 */
const refreshWhen = async (
  queryClient: QueryClient,
  channel: string,
  contentId: string,
  ready: (detail: AnnouncementDetail | undefined) => boolean,
): Promise<void> => {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (let delay = 100; Date.now() < deadline; delay = Math.min(delay * 2, 1_000)) {
    const caughtUp = await queryClient
      .fetchQuery({ ...announcementDetailQueryOptions(channel, contentId), staleTime: 0 })
      .then(ready)
      .catch((error: unknown) => (error as ApiError).notFound === true && ready(undefined));
    if (caughtUp) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  await queryClient.invalidateQueries({ queryKey: announcementKeys.all(channel) });
};

/**
 * A command answers once its events are stored; the read model follows a moment later. Waits
 * until it reaches the version the command produced (or the item is gone, after a delete), so
 * no list shows the step undone and the next command on a row names the version it really is at.
 */
export const refreshAfterAnnouncementCommand = (queryClient: QueryClient, channel: string, result: AnnouncementCommandResponse) =>
  refreshWhen(queryClient, channel, result.contentId, (detail) => (detail ? detail.version >= result.version : result.status === 'deleted'));

/** After a 409: the change that beat ours may not be in the read model yet; wait until it is. */
export const reloadAfterConflict = (queryClient: QueryClient, channel: string, contentId: string, staleVersion: number) =>
  refreshWhen(queryClient, channel, contentId, (detail) => detail === undefined || detail.version > staleVersion);
