import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import type { ApiEnvelope } from '@bk/contracts';

/** Wraps every controller result in the spec's envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<ApiEnvelope<unknown>> {
    return next.handle().pipe(map((data: unknown) => ({ code: 200, msg: 'success', data: data ?? null })));
  }
}
