import type { TodoCounts } from '@bk/contracts';
import { api } from '@bk/web';
import { queryOptions } from '@tanstack/react-query';

/**
 * The to-do counts live under the court-reform key prefix on purpose: every court-reform command
 * invalidates that prefix, so the badges refresh with the lists without each command naming them.
 */
export const todoCountsKey = (channel: string) => ['courtReform', channel, 'counts'] as const;

/** Seeds the menu badges; the live stream keeps them current afterwards. */
export const todoCountsQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: todoCountsKey(channel),
    queryFn: ({ signal }) =>
      api.get<TodoCounts>('/api/v1/manager/getOcsettlementCount', { signal, quiet: true, trackLoading: false }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
