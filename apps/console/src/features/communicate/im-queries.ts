import type { FileDownloadUrl, ImMatter, ImMatterPageRequest, ImMember, ImRecord, ImTreeNode, ImUnread, Page } from '@bk/contracts';
import { api, buildUrl } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RecordWindow } from './im-records';

const im = (path: string) => `/api/v1/im/${path}`;

export const RECORD_PAGE_SIZE = 30;
export const MATTER_PAGE_SIZE = 20;
export const MEMBER_PAGE_SIZE = 20;

export const imKeys = {
  all: (channel: string) => ['im', channel] as const,
  unread: (channel: string) => [...imKeys.all(channel), 'unread'] as const,
  matterLists: (channel: string) => [...imKeys.all(channel), 'matters'] as const,
  matterList: (channel: string, request: ImMatterPageRequest) => [...imKeys.matterLists(channel), request] as const,
  matter: (channel: string, id: string) => [...imKeys.all(channel), 'matter', id] as const,
  records: (channel: string, matterId: string) => [...imKeys.all(channel), 'records', matterId] as const,
  tree: (channel: string, parentId: string | null) => [...imKeys.all(channel), 'tree', parentId] as const,
  members: (channel: string, request: { keyword?: string; deptId?: string; pageNum: number }) => [...imKeys.all(channel), 'members', request] as const,
};

/** The header badge; the live feed keeps it current after this first answer. */
export const imUnreadQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: imKeys.unread(channel),
    queryFn: ({ signal }) => api.get<ImUnread>(im('matters/unread'), { signal, quiet: true, trackLoading: false }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const matterListQueryOptions = (channel: string, request: ImMatterPageRequest) =>
  queryOptions({
    queryKey: imKeys.matterList(channel, request),
    queryFn: ({ signal }) => api.post<Page<ImMatter>>(im('matters/getMattersImPage'), request, { signal }),
    placeholderData: keepPreviousData,
  });

export const matterQueryOptions = (channel: string, id: string) =>
  queryOptions({ queryKey: imKeys.matter(channel, id), queryFn: ({ signal }) => api.get<ImMatter>(im('matters/id'), { params: { id }, signal }) });

/** The newest page; older pages and live messages are merged into the same cache entry. */
export const recordsQueryOptions = (channel: string, matterId: string) =>
  queryOptions({
    queryKey: imKeys.records(channel, matterId),
    queryFn: async ({ signal }): Promise<RecordWindow> => {
      const page = await api.post<{ list: ImRecord[]; hasMore: boolean }>(im('record/page'), { matterId, pageSize: RECORD_PAGE_SIZE }, { signal });
      return { list: [...page.list].reverse(), hasMore: page.hasMore };
    },
    // The live feed keeps it current; refetching would only repeat what it said.
    staleTime: Infinity,
  });

export const earlierRecords = (matterId: string, beforeSeq: number) =>
  api.post<{ list: ImRecord[]; hasMore: boolean }>(im('record/page'), { matterId, pageSize: RECORD_PAGE_SIZE, beforeSeq });

export const rootTreeQueryOptions = (channel: string) =>
  queryOptions({ queryKey: imKeys.tree(channel, null), queryFn: ({ signal }) => api.post<ImTreeNode[]>(im('member/queryRootTreeByCond'), {}, { signal }) });

export const childrenTreeQueryOptions = (channel: string, parentId: string) =>
  queryOptions({
    queryKey: imKeys.tree(channel, parentId),
    queryFn: ({ signal }) => api.post<ImTreeNode[]>(im('member/queryChildrenTreeByCond'), { parentId }, { signal }),
  });

export const memberPageQueryOptions = (channel: string, request: { keyword?: string; deptId?: string; pageNum: number }) =>
  queryOptions({
    queryKey: imKeys.members(channel, request),
    queryFn: ({ signal }) => api.post<Page<ImMember>>(im('member/searchMembersByPage'), { ...request, pageSize: MEMBER_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export const createMatter = (memberId: string, idempotencyKey: string) =>
  api.post<{ id: string; existing: boolean }>(im('matters/create'), { memberId }, { idempotencyKey });
export const sendText = (matterId: string, content: string, idempotencyKey: string) =>
  api.post<ImRecord>(im('record/create'), { matterId, type: 1, content }, { idempotencyKey });
export const sendFile = (matterId: string, fileId: string, idempotencyKey: string) =>
  api.post<ImRecord>(im('record/create'), { matterId, type: 2, content: fileId }, { idempotencyKey });
export const readAll = (id: string) => api.post<ImMatter>(im('matters/readAll'), { id }, { quiet: true, trackLoading: false });
/** The id rides in the query (spec §7: finish, id in query). */
export const finishMatter = (id: string) => api.post<ImMatter>(buildUrl('', im('matters/finish'), { id }), {});
export const fileUrl = (matterId: string, recordId: string) => api.get<FileDownloadUrl>(im('record/file'), { params: { matterId, recordId } });

/** Keeps the newest view of a matter: answers and live entries may arrive in either order; seq decides. */
export const putMatter = (queryClient: QueryClient, channel: string, matter: ImMatter): void => {
  queryClient.setQueryData<ImMatter>(imKeys.matter(channel, matter.id), (current) => (current && current.seq > matter.seq ? current : matter));
};
