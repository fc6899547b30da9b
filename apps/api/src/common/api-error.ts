/**
 * An error with the spec's envelope already decided: HTTP status, envelope code and message.
 * Domain and workflow errors are translated into this in one place (api-error.filter.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = 'ApiError';
  }

  /** Spec §6: "not logged in" travels as HTTP 403 carrying the gateway code 401. */
  static notLoggedIn(): ApiError {
    return new ApiError(403, 401, '登录已失效，请重新登录');
  }

  static forbidden(): ApiError {
    return new ApiError(403, 403, '无权限执行该操作');
  }

  static notFound(msg: string): ApiError {
    return new ApiError(404, 404, msg);
  }

  static badRequest(msg: string, data: unknown = null): ApiError {
    return new ApiError(400, 400, msg, data);
  }
}
