import {
  auditCaseSearchSchema,
  DEFAULT_PAGE_SIZE,
  type AuditCaseInfo,
  type AuditCaseKind,
  type AuditCaseSummary,
  type AuditHistoryStep,
  type AuditSigningKeyInfo,
  type AuditVerdict,
  type Page,
} from '@bk/contracts';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadFile, saveFile } from '../shared/download-file';

export type AuditSearchParams = { page: number; keyword: string; kind?: AuditCaseKind };
/** A case as the replay screen names it; without a kind the API reads it from the case read model. */
export type AuditCaseRef = { caseId: string; kind?: AuditCaseKind };

const refParams = ({ caseId, kind }: AuditCaseRef) => ({ caseId, kind });

/** Keys start with the channel so two associations in one tab never share cached rows. */
export const auditKeys = {
  all: (channel: string) => ['audit', channel] as const,
  search: (channel: string, params: AuditSearchParams) => ['audit', channel, 'search', params] as const,
  case: (channel: string, ref: AuditCaseRef) => ['audit', channel, 'case', ref.caseId, ref.kind ?? null] as const,
  history: (channel: string, ref: AuditCaseRef) => ['audit', channel, 'history', ref.caseId, ref.kind ?? null] as const,
};

export const auditSearchQueryOptions = (channel: string, params: AuditSearchParams) =>
  queryOptions({
    queryKey: auditKeys.search(channel, params),
    queryFn: ({ signal }) =>
      api.get<Page<AuditCaseSummary>>('/api/v1/audit/cases', {
        params: auditCaseSearchSchema.parse({ pageNum: params.page, pageSize: DEFAULT_PAGE_SIZE, keyword: params.keyword || undefined, kind: params.kind }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const auditCaseQueryOptions = (channel: string, ref: AuditCaseRef) =>
  queryOptions({
    queryKey: auditKeys.case(channel, ref),
    queryFn: ({ signal }) => api.get<AuditCaseInfo>('/api/v1/audit/case', { params: refParams(ref), signal, quiet: (e) => e.notFound }),
  });

/** The recorded history never changes under the auditor's eyes unless they reload it. */
export const auditHistoryQueryOptions = (channel: string, ref: AuditCaseRef) =>
  queryOptions({
    queryKey: auditKeys.history(channel, ref),
    queryFn: ({ signal }) => api.get<AuditHistoryStep[]>('/api/v1/audit/history', { params: refParams(ref), signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const verifyAuditCase = (ref: AuditCaseRef) => api.get<AuditVerdict>('/api/v1/audit/verify', { params: refParams(ref) });

/** The signed bundle, saved under the name the API gives it. */
export const downloadAuditBundle = (ref: AuditCaseRef): Promise<string> =>
  downloadFile({ path: '/api/v1/audit/export', params: refParams(ref), contentType: 'application/x-tar', fallbackName: `audit-${ref.caseId}.tar` });

/** The public key that checks bundles offline, saved as the PEM file the verify command takes. */
export const downloadSigningKey = async (): Promise<AuditSigningKeyInfo> => {
  const key = await api.get<AuditSigningKeyInfo>('/api/v1/audit/signing-key');
  saveFile(new Blob([key.publicKeyPem], { type: 'application/x-pem-file' }), 'audit-signing-key.pem');
  return key;
};
