import { randomUUID } from 'node:crypto';
import { inspect } from 'node:util';
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ActivityFailure, ApplicationFailure, RetryState, WorkflowNotFoundError } from '@temporalio/common';
import { WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError } from '@temporalio/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDomainError, type DomainErrorCode } from '@bk/domain';
import { ConcurrencyConflictError } from '@bk/infrastructure';
import { CaseFailureTypes } from '@bk/workflows';
import { ApiError } from './api-error';

const domainStatus: Record<DomainErrorCode, number> = {
  ILLEGAL_STATE: 409,
  ALREADY_EXISTS: 409,
  VALIDATION_FAILED: 400,
  INVALID_DRAW: 400,
  NOT_ASSIGNEE: 403,
};

type DomainFailureDetails = { code: DomainErrorCode; message: string; messageZh: string; details: Record<string, unknown> };

const prefersEnglish = (request: FastifyRequest): boolean =>
  String(request.headers['accept-language'] ?? '').toLowerCase().startsWith('en');

/**
 * The workflow's own failure: a refusal is the update's direct cause; a version conflict met while
 * appending arrives wrapped in the activity's failure (two updates decided against the same version).
 */
const caseFailureIn = (cause: unknown): ApplicationFailure | undefined => {
  for (let current = cause, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current instanceof ApplicationFailure && Object.values<string | null | undefined>(CaseFailureTypes).includes(current.type)) return current;
  }
  return undefined;
};

const FRAMEWORK_MESSAGES: Record<number, [zh: string, en: string]> = {
  400: ['请求内容格式无效', 'Malformed request'],
  404: ['请求的资源不存在', 'Not found'],
  403: ['无权访问该资源', 'Forbidden'],
  405: ['不支持该请求方式', 'Method not allowed'],
  413: ['请求内容过大', 'Request too large'],
  415: ['请求格式不受支持，请以 JSON 提交', 'Unsupported request format: send JSON'],
};

/**
 * A library's own HTTP error that says the request was at fault (the static file server refusing
 * a directory, say): it keeps its 4xx status instead of becoming an internal error.
 */
const clientErrorStatusOf = (exception: unknown): number | undefined => {
  if (!(exception instanceof Error)) return undefined;
  const { status, statusCode } = exception as { status?: unknown; statusCode?: unknown };
  const code = typeof statusCode === 'number' ? statusCode : status;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : undefined;
};

const REJECTED_DATA_ZH = '提交的内容无法保存，请检查是否含有特殊字符后重试';
const REJECTED_DATA_EN = 'The submitted content cannot be stored; check it for unusual characters and try again';

/** An activity that kept failing for a transient reason until its retries ran out. */
const gaveUpRetrying = (cause: unknown): boolean => {
  for (let current = cause, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if (current instanceof ActivityFailure && current.retryState === RetryState.MAXIMUM_ATTEMPTS_REACHED) return true;
  }
  return false;
};

const CONFLICT_ZH = '该案件刚被他人处理，请刷新后重试';
const CONFLICT_EN = 'Someone else changed this case just now; refresh and try again';

/** Two commands decided against the same version: the event store kept the first, this one wrote nothing. */
const conflict = (english: boolean): ApiError =>
  new ApiError(409, 409, english ? CONFLICT_EN : CONFLICT_ZH, { reason: 'CONCURRENCY_CONFLICT' });

/**
 * The one place that turns errors into the spec's envelope and status (§8). Domain refusals say
 * why in the user's language; unexpected errors get an id that is logged with the stack.
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const error = this.toApiError(exception, prefersEnglish(request));
    void reply.status(error.status).send({ code: error.code, msg: error.msg, data: error.data });
  }

  private toApiError(exception: unknown, english: boolean): ApiError {
    if (exception instanceof ApiError) return exception;
    if (exception instanceof HttpException) {
      // Raised by the framework (no route, unparseable body): its English wording is not for users.
      const status = exception.getStatus();
      const message = FRAMEWORK_MESSAGES[status];
      return new ApiError(status, status, message ? message[english ? 1 : 0] : exception.message);
    }
    if (isDomainError(exception)) {
      return new ApiError(domainStatus[exception.code], domainStatus[exception.code], english ? exception.message : exception.messageZh, {
        reason: exception.code,
        ...exception.details,
      });
    }
    if (exception instanceof ConcurrencyConflictError) return conflict(english);
    if (exception instanceof WorkflowUpdateFailedError || (exception instanceof Error && exception.cause instanceof ApplicationFailure)) {
      const failure = caseFailureIn(exception.cause);
      if (failure instanceof ApplicationFailure && failure.type === CaseFailureTypes.domain) {
        const details = failure.details?.[0] as DomainFailureDetails;
        const status = domainStatus[details.code] ?? 409;
        return new ApiError(status, status, english ? details.message : details.messageZh, { reason: details.code, ...details.details });
      }
      if (failure instanceof ApplicationFailure && failure.type === CaseFailureTypes.conflict) {
        return conflict(english);
      }
      if (failure instanceof ApplicationFailure && failure.type === CaseFailureTypes.rejectedData) {
        return new ApiError(422, 422, english ? REJECTED_DATA_EN : REJECTED_DATA_ZH, { reason: 'DATA_REJECTED' });
      }
      if (gaveUpRetrying(exception.cause)) return this.unavailable(exception, english);
    }
    const libraryStatus = clientErrorStatusOf(exception);
    if (libraryStatus !== undefined) {
      const message = FRAMEWORK_MESSAGES[libraryStatus] ?? FRAMEWORK_MESSAGES[400]!;
      return new ApiError(libraryStatus, libraryStatus, message[english ? 1 : 0]);
    }
    if (exception instanceof WorkflowNotFoundError) return new ApiError(404, 404, english ? 'No such case' : '案件不存在');
    if (exception instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
      return new ApiError(503, 503, english ? 'The case service is busy; try again' : '案件服务繁忙，请稍后重试');
    }
    const errorId = this.logged(exception);
    return new ApiError(500, 500, english ? `Internal error (${errorId})` : `系统异常（${errorId}）`, { errorId });
  }

  /** The case service kept failing for a transient reason; operators were alerted by the worker. */
  private unavailable(exception: unknown, english: boolean): ApiError {
    const errorId = this.logged(exception);
    return new ApiError(503, 503, english ? `The case service is unavailable; try again later (${errorId})` : `案件服务暂时不可用，请稍后重试（${errorId}）`, {
      errorId,
    });
  }

  private logged(exception: unknown): string {
    const errorId = randomUUID();
    // inspect prints the cause chain too: a workflow failure's reason lives in its cause.
    this.logger.error(`error ${errorId}`, inspect(exception, { depth: 6 }));
    return errorId;
  }
}
