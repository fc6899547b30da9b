import type {
  Page,
  RosterEntryDetail,
  RosterEntrySummary,
  RosterImportJob,
  RosterStatus,
  SaveRosterEntryRequest,
  SaveRosterMemberRequest,
} from '@bk/contracts';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { downloadFile } from '../shared/download-file';
import { importJobQueryOptions } from '../shared/import-dialog';

export type RosterListParams = { page: number; keyword: string; orgType?: number; status?: RosterStatus };

const roster = (path: string) => `/api/v1/roster/${path}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ROSTER_PAGE_SIZE = 10;

export const rosterKeys = {
  all: (channel: string) => ['roster', channel] as const,
  list: (channel: string, params: RosterListParams) => [...rosterKeys.all(channel), 'list', params] as const,
  detail: (channel: string, entryId: string) => [...rosterKeys.all(channel), 'detail', entryId] as const,
  job: (channel: string, jobId: string) => [...rosterKeys.all(channel), 'job', jobId] as const,
};

export const rosterListQueryOptions = (channel: string, params: RosterListParams) =>
  queryOptions({
    queryKey: rosterKeys.list(channel, params),
    queryFn: ({ signal }) =>
      api.post<Page<RosterEntrySummary>>(
        roster('page'),
        { pageNum: params.page, pageSize: ROSTER_PAGE_SIZE, keyword: params.keyword || undefined, orgType: params.orgType, status: params.status },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const rosterDetailQueryOptions = (channel: string, entryId: string) =>
  queryOptions({ queryKey: rosterKeys.detail(channel, entryId), queryFn: ({ signal }) => api.get<RosterEntryDetail>(roster('detail'), { params: { entryId }, signal }) });

export const rosterImportJobQueryOptions = (channel: string, jobId: string) =>
  importJobQueryOptions(rosterKeys.job(channel, jobId), (signal) => api.get<RosterImportJob>(roster('import/job'), { params: { jobId }, signal }));

export const saveRosterEntry = (body: SaveRosterEntryRequest, idempotencyKey: string) => api.post<{ entryId: string; version: number }>(roster('save'), body, { idempotencyKey });
export const removeRosterEntry = (entryId: string, version: number) => api.post<{ entryId: string; version: number }>(roster('remove'), { entryId, version });
export const saveRosterMember = (body: SaveRosterMemberRequest, idempotencyKey: string) =>
  api.post<{ memberId: string; version: number }>(roster('member/save'), body, { idempotencyKey });
export const removeRosterMember = (entryId: string, memberId: string, version: number) => api.post(roster('member/remove'), { entryId, memberId, version });
export const startRosterImport = (fileId: string, idempotencyKey: string) => api.post<RosterImportJob>(roster('import'), { fileId }, { idempotencyKey });

export const downloadRosterTemplate = () =>
  downloadFile({ method: 'POST', path: '/api/v1/func/excel/getTemplates', body: { templateType: 'roster' }, contentType: XLSX, fallbackName: '名录导入模板.xlsx' });
export const downloadRosterErrors = (jobId: string) =>
  downloadFile({ path: '/api/v1/func/excel/downloadErrFile', params: { jobId }, contentType: XLSX, fallbackName: '导入失败的行.xlsx' });

export const refreshRoster = (queryClient: QueryClient, channel: string) => queryClient.invalidateQueries({ queryKey: rosterKeys.all(channel) });
