import { randomUUID } from 'node:crypto';
import { applyDecorators, createParamDecorator, SetMetadata, UseInterceptors, type ExecutionContext } from '@nestjs/common';
import { IDEMPOTENT_SCOPE, type IdempotentRequest } from './idempotency-metadata';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * A creating call: a repeat with the same Idempotency-Key header returns the first answer.
 * `scope` names the call, so one key may be reused across different calls.
 */
export const Idempotent = (scope: string): MethodDecorator => applyDecorators(SetMetadata(IDEMPOTENT_SCOPE, scope), UseInterceptors(IdempotencyInterceptor));

/** The command id of this request: derived from its Idempotency-Key when it has one, otherwise new. */
export const CommandId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<IdempotentRequest>().idempotency?.commandId ?? randomUUID(),
);
