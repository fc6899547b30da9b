import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { todoCountsKey } from '../shell/todo-queries';
import type { CaseDetailView, CaseKindDescription, CaseListParams } from './case-kind';

/** Keys start with the kind's root and the channel, so two associations in one tab never share cached rows. */
export const caseListQueryOptions = (kind: CaseKindDescription, channel: string, list: string, params: CaseListParams) =>
  queryOptions({
    queryKey: [...kind.queryRoot(channel), 'list', list, params],
    queryFn: ({ signal }) => kind.fetchList(list, params, signal),
    // Paging, searching and filtering keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });

export const caseDetailQueryOptions = (kind: CaseKindDescription, channel: string, id: string) =>
  queryOptions({
    queryKey: [...kind.queryRoot(channel), 'detail', id],
    queryFn: ({ signal }) => kind.fetchDetail(id, signal),
  });

/** Who may take the case on, with their open work: to allocate by hand, and to name a draw's candidates. */
export const casePersonnelQueryOptions = (kind: CaseKindDescription, channel: string, id: string) =>
  queryOptions({
    queryKey: [...kind.queryRoot(channel), 'personnel', id],
    queryFn: ({ signal }) => kind.assign.fetchPersonnel(id, signal),
    staleTime: 0,
  });

/** After a refusal (the case moved on) or an allocation: the lists, the case and the to-do counts are stale. */
export const invalidateCases = (queryClient: QueryClient, kind: CaseKindDescription, channel: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: kind.queryRoot(channel) }),
    queryClient.invalidateQueries({ queryKey: todoCountsKey(channel) }),
  ]);

const PROJECTION_WAIT_MS = 10_000;

/**
 * A command answers once its events are stored; the read models follow a moment later. Waits
 * until the case's read model shows the step (`reached`), then refreshes the kind's queries and
 * the to-do counts so nothing shows the step undone.
 */
export const refreshWhenCaseShows = async (
  queryClient: QueryClient,
  kind: CaseKindDescription,
  channel: string,
  id: string,
  reached: (detail: CaseDetailView) => boolean,
): Promise<void> => {
  const deadline = Date.now() + PROJECTION_WAIT_MS;
  for (let delay = 100; Date.now() < deadline; delay = Math.min(delay * 2, 1_000)) {
    const detail = await queryClient.fetchQuery({ ...caseDetailQueryOptions(kind, channel, id), staleTime: 0 }).catch(() => undefined);
    if (detail && reached(detail)) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  await invalidateCases(queryClient, kind, channel);
};

/** After a command that answered with the version it produced (a new case: 0, until it is there at all). */
export const refreshAfterCaseCommand = (queryClient: QueryClient, kind: CaseKindDescription, channel: string, id: string, version: number) =>
  refreshWhenCaseShows(queryClient, kind, channel, id, (detail) => detail.version >= version);
