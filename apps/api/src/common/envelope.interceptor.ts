import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { SSE_METADATA } from '@nestjs/common/constants';
import type { ApiEnvelope } from '@bk/contracts';

/** Wraps every controller result in the spec's envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiEnvelope<unknown>> {
    // Server-sent event streams carry their own framing.
    if (Reflect.getMetadata(SSE_METADATA, context.getHandler())) return next.handle();
    return next.handle().pipe(map((data: unknown) => ({ code: 200, msg: 'success', data: data ?? null })));
  }
}
