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
import { api, ApiError, buildUrl, languageStore, tenantHeaders, tenantStore } from '@bk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

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

export const saveFile = (content: Blob, fileName: string): void => {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

const fileNameOf = (disposition: string | null, fallback: string): string => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * The signed bundle is a file, not an envelope: fetched with the session and tenant headers the
 * API client sends, then saved. A refusal still answers with the envelope, surfaced as ApiError.
 */
export const downloadAuditBundle = async (ref: AuditCaseRef): Promise<string> => {
  const response = await window.fetch(buildUrl('', '/api/v1/audit/export', refParams(ref)), {
    headers: { ...tenantHeaders(tenantStore.get()), 'Accept-Language': languageStore.get() === 'en' ? 'en' : 'zh-CN' },
    credentials: 'include',
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('application/x-tar')) {
    const envelope = (await response.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
    throw new ApiError('http', response.status, envelope?.code ?? response.status, envelope?.msg ?? '');
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), `audit-${ref.caseId}.tar`);
  saveFile(await response.blob(), fileName);
  return fileName;
};

/** The public key that checks bundles offline, saved as the PEM file the verify command takes. */
export const downloadSigningKey = async (): Promise<AuditSigningKeyInfo> => {
  const key = await api.get<AuditSigningKeyInfo>('/api/v1/audit/signing-key');
  saveFile(new Blob([key.publicKeyPem], { type: 'application/x-pem-file' }), 'audit-signing-key.pem');
  return key;
};
