import type { ProgressQuery, ProgressView } from '@bk/contracts';
import { api } from '@bk/web';
import { queryOptions } from '@tanstack/react-query';

/** The phone is the applicant's proof of ownership, so it is part of the key, never cached apart. */
export const progressQueryOptions = (channel: string, query: ProgressQuery) =>
  queryOptions({
    queryKey: ['progress', channel, query.caseNumber, query.contactPhone] as const,
    queryFn: ({ signal }) =>
      api.get<ProgressView>('/api/v1/applicant/progress', {
        params: { caseNumber: query.caseNumber, contactPhone: query.contactPhone },
        signal,
        // "Not found" is an answer shown on the page, not an error toast.
        quiet: (error) => error.notFound,
      }),
    staleTime: 0,
  });
