import type { PublicContentDetail, PublicContentPage } from '@bk/contracts';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const PORTAL_NEWS_PAGE_SIZE = 10;

/** The association's published news, pinned first then newest; the API resolves the association from the channel header. */
export const newsPageQueryOptions = (channel: string, page: number) =>
  queryOptions({
    queryKey: ['news', channel, 'list', page] as const,
    queryFn: ({ signal }) => api.post<PublicContentPage>('/api/noauth/v2/home/news', { pageNum: page, pageSize: PORTAL_NEWS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export const newsDetailQueryOptions = (channel: string, contentId: string) =>
  queryOptions({
    queryKey: ['news', channel, 'detail', contentId] as const,
    queryFn: ({ signal }) =>
      api.get<PublicContentDetail>('/api/noauth/v1/home/content/detail', { params: { contentId }, signal, quiet: (error) => error.notFound }),
  });
