import { ApiError, buildUrl, languageStore, tenantHeaders, tenantStore } from '@bk/web';

/** Hands a blob to the browser as a download under `fileName`. */
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

/** The name a Content-Disposition gives: the RFC 5987 `filename*` (non-ASCII names) first, then `filename`. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
};

export type FileRequest = { method?: 'GET' | 'POST'; path: string; params?: Record<string, string | undefined>; body?: unknown; contentType: string; fallbackName: string };

/**
 * A file answer, not an envelope: fetched with the session and tenant headers the API client
 * sends, then saved. A refusal still answers with the envelope, surfaced as ApiError. Returns the
 * name it was saved under.
 */
export const downloadFile = async ({ method = 'GET', path, params, body, contentType, fallbackName }: FileRequest): Promise<string> => {
  const response = await window.fetch(buildUrl('', path, params), {
    method,
    headers: {
      ...tenantHeaders(tenantStore.get()),
      'Accept-Language': languageStore.get() === 'en' ? 'en' : 'zh-CN',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  if (!response.ok || !response.headers.get('content-type')?.includes(contentType)) {
    const envelope = (await response.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
    throw new ApiError('http', response.status, envelope?.code ?? response.status, envelope?.msg ?? '');
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveFile(await response.blob(), fileName);
  return fileName;
};
