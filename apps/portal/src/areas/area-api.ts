import {
  PublicReads,
  type DeptTreeNode,
  type Page,
  type PublicContent,
  type PublicContentDetail,
  type PublicRead,
  type PublicReadAnswer,
  type PublicReadKey,
  type PublicReadShape,
  type PublicSearchHit,
  type TabSource,
} from '@bk/contracts';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const AREA_PAGE_SIZE = 10;

const PAGED: readonly PublicReadShape[] = ['page', 'kindPage', 'meetings', 'roster'];

/** Calls one declared public read; a page is asked for only where the shape pages. */
const callRead = <S extends PublicReadShape>(read: PublicRead, _shape: S, input: Record<string, string | number>, signal: AbortSignal): Promise<PublicReadAnswer[S]> => {
  const path = `/api/noauth/${read.path}`;
  if (read.method === 'get') return api.get<PublicReadAnswer[S]>(path, { params: input, signal });
  if (read.input === 'query') return api.post<PublicReadAnswer[S]>(`${path}?${new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)]))}`, undefined, { signal });
  return api.post<PublicReadAnswer[S]>(path, input, { signal });
};

export type TabAnswer =
  | { shape: 'list'; page: Page<PublicContent> }
  | { shape: 'single'; item: PublicContentDetail | null }
  | { shape: 'all'; items: PublicContent[] }
  | { shape: 'names'; answer: PublicReadAnswer['names'] }
  | { shape: 'meetings'; page: PublicReadAnswer['meetings'] }
  | { shape: 'roster'; page: PublicReadAnswer['roster'] }
  | { shape: 'organisation'; tree: DeptTreeNode[] };

const readAnswer = async (key: PublicReadKey, page: number, signal: AbortSignal): Promise<TabAnswer> => {
  const read: PublicRead = PublicReads[key];
  const input: Record<string, number> = PAGED.includes(read.shape) ? { pageNum: page, pageSize: AREA_PAGE_SIZE } : {};
  switch (read.shape) {
    case 'page':
    case 'kindPage':
      return { shape: 'list', page: await callRead(read, 'page', input, signal) };
    case 'single':
      return { shape: 'single', item: await callRead(read, 'single', input, signal) };
    case 'all':
      return { shape: 'all', items: await callRead(read, 'all', input, signal) };
    case 'names':
      return { shape: 'names', answer: await callRead(read, 'names', input, signal) };
    case 'meetings':
      return { shape: 'meetings', page: await callRead(read, 'meetings', input, signal) };
    case 'roster':
      return { shape: 'roster', page: await callRead(read, 'roster', input, signal) };
    default: {
      const unknownShape: never = read.shape;
      throw new Error(`unknown shape ${String(unknownShape)}`);
    }
  }
};

const kindAnswer = async (source: Extract<TabSource, { type: 'kind' }>, page: number, single: boolean, signal: AbortSignal): Promise<TabAnswer> => {
  const list = await callRead(PublicReads.contentList, 'kindPage', { kind: source.kind, pageNum: page, pageSize: AREA_PAGE_SIZE, ...(source.categoryCode ? { categoryCode: source.categoryCode } : {}) }, signal);
  if (!single) return { shape: 'list', page: list };
  // A single page is one item of its kind: show it whole.
  const first = list.list[0];
  return { shape: 'single', item: first ? await api.get<PublicContentDetail>('/api/noauth/v1/home/content/detail', { params: { contentId: first.contentId }, signal }) : null };
};

/** What one tab shows, page by page; the API resolves the association from the channel header. */
export const tabQueryOptions = (channel: string, source: TabSource, single: boolean, page: number) =>
  queryOptions({
    queryKey: ['area-tab', channel, source, page] as const,
    queryFn: ({ signal }): Promise<TabAnswer> => {
      if (source.type === 'read') return readAnswer(source.read, page, signal);
      if (source.type === 'organisation')
        return api.get<DeptTreeNode[]>('/api/noauth/v1/home/about/queryHomeDeptTree', { signal }).then((tree) => ({ shape: 'organisation', tree }) as const);
      return kindAnswer(source, page, single, signal);
    },
    placeholderData: keepPreviousData,
  });

export const itemQueryOptions = (channel: string, contentId: string) =>
  queryOptions({
    queryKey: ['area-item', channel, contentId] as const,
    queryFn: ({ signal }) => api.get<PublicContentDetail>('/api/noauth/v1/home/content/detail', { params: { contentId }, signal, quiet: (error) => error.notFound }),
  });

export const SEARCH_PAGE_SIZE = 10;

export const searchQueryOptions = (channel: string, keyword: string, page: number) =>
  queryOptions({
    queryKey: ['search', channel, keyword, page] as const,
    queryFn: ({ signal }) => api.post<Page<PublicSearchHit>>('/api/noauth/v1/home/search', { keyword, pageNum: page, pageSize: SEARCH_PAGE_SIZE }, { signal }),
    enabled: keyword.trim().length > 0,
    placeholderData: keepPreviousData,
  });
