import { Global, Module } from '@nestjs/common';
import { TenantModule } from '../../tenant/tenant.module';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyStore } from './idempotency-store';

/** Global: any feature's creating call can be marked @Idempotent() without importing anything. */
@Global()
@Module({ imports: [TenantModule], providers: [IdempotencyStore, IdempotencyInterceptor], exports: [IdempotencyStore, IdempotencyInterceptor, TenantModule] })
export class IdempotencyModule {}
