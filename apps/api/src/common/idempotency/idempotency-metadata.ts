import type { FastifyRequest } from 'fastify';

export const IDEMPOTENT_SCOPE = 'bk:idempotent';

/** A request after the idempotency interceptor looked at it: its command id, when it named a key. */
export type IdempotentRequest = FastifyRequest & { idempotency?: { commandId: string } };
