import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { IdempotencyHeader, idempotencyKeySchema } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';
import type { PortalPrincipal } from '../../portal-account/portal-principal';
import { channelOf } from '../../tenant/request-channel';
import { TenantService } from '../../tenant/tenant.service';
import { ApiError } from '../api-error';
import { IDEMPOTENT_SCOPE, type IdempotentRequest } from './idempotency-metadata';
import { IdempotencyStore, type IdempotencyRecord } from './idempotency-store';

/** How long a repeat waits for the first request with its key to finish before it is told to look later. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 100;

const hashOf = (request: FastifyRequest): string =>
  createHash('sha256').update(JSON.stringify([request.body ?? null, request.query ?? null])).digest('hex');

/**
 * Whose keys these are: a staff account or a portal user (a key of theirs never answers anyone
 * else, nor names anyone else's command), or, for anonymous calls, the association as a whole
 * (there a key answers only the same request body; another body is refused).
 */
const callerOf = (request: { staff?: StaffPrincipal; portalUser?: PortalPrincipal }): string => {
  if (request.staff) return `staff:${request.staff.uid}`;
  if (request.portalUser) return `portal:${request.portalUser.userId}`;
  return 'anonymous';
};

/**
 * A creating call that names an Idempotency-Key runs at most once per association, caller and
 * key: a double click, a client retry or five parallel copies all get the first answer. The
 * command id handed to the handler derives from the key, so even the layers below see one request.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: IdempotencyStore,
    private readonly tenants: TenantService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.run(context, next));
  }

  private async run(context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const request = context.switchToHttp().getRequest<IdempotentRequest & { staff?: StaffPrincipal; portalUser?: PortalPrincipal }>();
    const header = request.headers[IdempotencyHeader];
    if (header === undefined) return lastValueFrom(next.handle());
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) throw ApiError.badRequest(parsed.error.issues[0]?.message ?? '请求标识无效');

    const scope = this.reflector.get<string>(IDEMPOTENT_SCOPE, context.getHandler());
    const tenantId = request.staff?.tenantId ?? request.portalUser?.tenantId ?? (await this.tenants.byChannel(channelOf(request))).tenantId;
    const record: IdempotencyRecord = { scope: `${scope}|${callerOf(request)}`, key: parsed.data, requestHash: hashOf(request) };
    request.idempotency = { commandId: commandIdFor(tenantId, record) };

    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const claim = await this.store.claim(tenantId, record);
      if (claim.kind === 'done') return claim.response;
      if (claim.kind === 'mismatch') throw new ApiError(422, 422, '该请求标识已用于另一份内容，请刷新页面后重新提交');
      if (claim.kind === 'claimed') break;
      if (Date.now() > deadline) throw new ApiError(409, 409, '相同的请求正在处理中，请稍后查看结果');
      await sleep(POLL_MS);
    }
    try {
      const response = await lastValueFrom(next.handle());
      await this.store.complete(tenantId, record, response);
      return response;
    } catch (error) {
      await this.store.release(tenantId, record).catch(() => undefined);
      throw error;
    }
  }
}

/** A UUID-shaped id derived from the association, scope (with the caller) and key: the same request, the same command. */
const commandIdFor = (tenantId: string, record: IdempotencyRecord): string => {
  const hex = createHash('sha256').update(`${tenantId}\u0000${record.scope}\u0000${record.key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
