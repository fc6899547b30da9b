import { api, type ApiError } from '@bk/web';
import { queryOptions } from '@tanstack/react-query';

const LABEL = '/api/v1/cms/label';

/** A label any content item can carry (spec §7: /api/v1/cms/label/search, create, del). */
export type ContentLabel = { id: string; name: string };

export const labelKeys = {
  all: (channel: string) => ['content-labels', channel] as const,
  search: (channel: string, keyword: string) => ['content-labels', channel, 'search', keyword] as const,
};

/** A 404 means the association's server has no label service yet: the picker says so instead of failing. */
export const labelsUnavailable = (error: unknown): boolean => (error as ApiError | undefined)?.notFound === true;

export const labelSearchQueryOptions = (channel: string, keyword: string) =>
  queryOptions({
    queryKey: labelKeys.search(channel, keyword),
    queryFn: ({ signal }) => api.get<ContentLabel[]>(`${LABEL}/search`, { params: { keyword }, signal, quiet: true }),
    staleTime: 30_000,
    retry: (failures, error) => !labelsUnavailable(error) && failures < 2,
  });

export const createLabel = (name: string) => api.post<ContentLabel>(`${LABEL}/create`, { name }, { quiet: true });

export const deleteLabel = (id: string) => api.delete<unknown>(`${LABEL}/del`, { params: { id }, quiet: true });
