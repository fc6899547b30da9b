import { randomUUID } from 'node:crypto';
import { inspect } from 'node:util';
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ApplicationFailure, WorkflowNotFoundError } from '@temporalio/common';
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
      const status = exception.getStatus();
      return new ApiError(status, status, status === 404 ? '请求的资源不存在' : exception.message);
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
    }
    if (exception instanceof WorkflowNotFoundError) return new ApiError(404, 404, english ? 'No such case' : '案件不存在');
    if (exception instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
      return new ApiError(503, 503, english ? 'The case service is busy; try again' : '案件服务繁忙，请稍后重试');
    }
    const errorId = randomUUID();
    // inspect prints the cause chain too: a workflow failure's reason lives in its cause.
    this.logger.error(`error ${errorId}`, inspect(exception, { depth: 6 }));
    return new ApiError(500, 500, english ? `Internal error (${errorId})` : `系统异常（${errorId}）`, { errorId });
  }
}
