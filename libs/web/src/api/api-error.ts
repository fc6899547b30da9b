export type FieldError = { field: string; message: string };

/**
 * http: the server answered with a non-success envelope or status.
 * network: no answer at all. timeout: no answer within the request timeout.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The envelope's code, or the HTTP status when the body carried none. */
    readonly code: number,
    /** The server's message (zh-CN), empty when it sent none. */
    readonly msg: string,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(msg || `${kind} error ${status}`);
  }

  /** Spec §6/§8: a 403 or 500 carrying gateway code 401 means "not logged in". */
  get unauthorized(): boolean {
    return this.code === 401 && (this.status === 403 || this.status === 500 || this.status === 401);
  }

  get notFound(): boolean {
    return this.status === 404 || this.code === 404;
  }

  get conflict(): boolean {
    return this.status === 409 || this.code === 409;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Requests cancelled by their caller (navigation, query cancellation) pass silently (spec §8). */
export const isCancelledError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
