import { IdempotencyHeader, type ApiEnvelope } from '@bk/contracts';
import { REQUEST_TIMEOUT_MS } from '@bk/domain';
import { ApiError, type FieldError } from './api-error';
import type { LoadingTracker } from './loading-tracker';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  /** GET and DELETE send these as the query string (spec §7). */
  params?: QueryParams;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Suppress the error toast, always or for the errors the predicate picks. */
  quiet?: boolean | ((error: ApiError) => boolean);
  /** Calls that only probe the login state must not send the browser to the login page. */
  redirectOnUnauthorized?: boolean;
  /** Background calls (live counts) stay out of the global loading indicator. */
  trackLoading?: boolean;
  /**
   * Creating calls: the same key on a repeat (double click, retry after a lost answer) makes the
   * server return the first result instead of creating twice. One key per submission attempt.
   */
  idempotencyKey?: string;
  /** Headers of this call only (a law firm's lawFirmId, say), besides those sent on every call. */
  headers?: Record<string, string>;
};

export type ApiClientDeps = {
  fetch: typeof fetch;
  /** Headers sent on every call (channel, tenant id, cross-border...), read at call time. */
  headers: () => Record<string, string>;
  baseUrl?: string;
  timeoutMs?: number;
  loading?: LoadingTracker;
  /** Spec §6: "not logged in" answers send the browser to the login page. */
  onUnauthorized?: () => void;
  /** Spec §8: failed calls show the server's msg as a toast unless the call is quiet. */
  onError?: (error: ApiError) => void;
};

export type ApiClient = {
  request: <T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
};

export const buildUrl = (baseUrl: string, path: string, params?: QueryParams): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const qs = query.toString();
  return `${baseUrl}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
};

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

const toFieldErrors = (data: unknown): FieldError[] =>
  Array.isArray(data)
    ? data.filter(
        (entry): entry is FieldError =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as FieldError).field === 'string' &&
          typeof (entry as FieldError).message === 'string',
      )
    : [];

const readJson = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch (error) {
    // A body cut off by cancellation or the timeout must surface as such, not as bad JSON.
    if (typeof error === 'object' && error !== null && (error as Error).name === 'AbortError') throw error;
    return undefined;
  }
};

/**
 * The one fetch wrapper both front ends use: the request rules of spec §7 and the error
 * catalogue of §8. Resolves with the envelope's data; rejects with ApiError, or with the
 * AbortError itself when the caller cancelled (which stays silent).
 */
export const createApiClient = (deps: ApiClientDeps): ApiClient => {
  const baseUrl = deps.baseUrl ?? '';

  const request = async <T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> => {
    const sendsQuery = method === 'GET' || method === 'DELETE';
    const url = buildUrl(baseUrl, path, sendsQuery ? options.params : undefined);
    const headers: Record<string, string> = { Accept: 'application/json', ...deps.headers(), ...options.headers };
    const hasBody = !sendsQuery && body !== undefined;
    // A FormData body (a multipart upload) sets its own content type, with the boundary.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (hasBody && !multipart) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers[IdempotencyHeader] = options.idempotencyKey;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const forwardAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) controller.abort(options.signal.reason);
    else options.signal?.addEventListener('abort', forwardAbort, { once: true });
    const done = options.trackLoading === false ? undefined : deps.loading?.begin();

    const fail = (error: ApiError): never => {
      if (error.unauthorized && options.redirectOnUnauthorized !== false) {
        deps.onUnauthorized?.();
      } else {
        // Spec §8: every failure but a plain 403 shows the server's msg; a 403 is left to the page.
        const quiet =
          error.status === 403 || (typeof options.quiet === 'function' ? options.quiet(error) : options.quiet === true);
        if (!quiet) deps.onError?.(error);
      }
      throw error;
    };

    try {
      let response: Response;
      let payload: unknown;
      try {
        response = await deps.fetch(url, {
          method,
          headers,
          body: hasBody ? (multipart ? (body as FormData) : JSON.stringify(body)) : undefined,
          credentials: 'include',
          signal: controller.signal,
        });
        payload = await readJson(response);
      } catch (error) {
        if (timedOut) return fail(new ApiError('timeout', 0, 0, ''));
        if (options.signal?.aborted) throw error;
        return fail(new ApiError('network', 0, 0, ''));
      }

      if (response.status === 200 && isEnvelope(payload) && payload.code === 200) return payload.data as T;

      const envelope = isEnvelope(payload) ? payload : undefined;
      return fail(
        new ApiError(
          'http',
          response.status,
          envelope?.code ?? response.status,
          typeof envelope?.msg === 'string' ? envelope.msg : '',
          toFieldErrors(envelope?.data),
        ),
      );
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
      done?.();
    }
  };

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
};
