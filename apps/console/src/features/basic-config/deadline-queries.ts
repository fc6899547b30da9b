import type { CaseDeadlinesSettings, UpdateCaseDeadlinesRequest } from '@bk/contracts';
import { api } from '@bk/web';
import { queryOptions } from '@tanstack/react-query';

const PATH = '/api/v1/cms/associatio/deadlines';

/** Keys start with the channel so two associations in one tab never share settings. */
export const basicConfigKeys = {
  deadlines: (channel: string) => ['basicConfig', channel, 'deadlines'] as const,
};

export const caseDeadlinesQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: basicConfigKeys.deadlines(channel),
    queryFn: ({ signal }) => api.get<CaseDeadlinesSettings>(PATH, { signal }),
    // A change is based on the version read: opening the screen always reads the current one.
    staleTime: 0,
  });

/** Field errors (400) belong on the form and a stale version (409) to the page: neither becomes the generic toast. */
export const saveCaseDeadlines = (request: UpdateCaseDeadlinesRequest) =>
  api.post<CaseDeadlinesSettings>(PATH, request, {
    quiet: (error) => (error.status === 400 && error.fieldErrors.length > 0) || error.conflict,
  });
