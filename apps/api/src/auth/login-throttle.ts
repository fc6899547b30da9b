import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { lockDurationMs } from './login-lock-policy';

export type LoginAttempt = { tenantId: string; loginId: string; address: string };

/**
 * Consecutive wrong passwords per account, in PostgreSQL so every API replica sees the same count
 * and lock. Unknown login ids are counted and locked like real ones, so a lock says nothing about
 * whether an account exists. Each lock is written to the security audit log.
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Milliseconds until the account may try again, or 0. */
  lockedFor(attempt: LoginAttempt): Promise<number> {
    return inTenantTransaction(this.dataSource, attempt.tenantId, async (manager) => {
      const rows: { remaining_ms: number }[] = await manager.query(
        `SELECT greatest(0, extract(epoch FROM locked_until - now()) * 1000)::float8 AS remaining_ms
         FROM login_failures WHERE tenant_id = $1 AND login_id = $2`,
        [attempt.tenantId, attempt.loginId],
      );
      return Math.ceil(rows[0]?.remaining_ms ?? 0);
    });
  }

  /** Counts a wrong password; answers the lock it earned (0 = none). */
  recordFailure(attempt: LoginAttempt): Promise<number> {
    return inTenantTransaction(this.dataSource, attempt.tenantId, async (manager) => {
      const [row]: { failures: number }[] = await manager.query(
        `INSERT INTO login_failures (tenant_id, login_id, failures, last_failed_at) VALUES ($1, $2, 1, now())
         ON CONFLICT (tenant_id, login_id) DO UPDATE SET failures = login_failures.failures + 1, last_failed_at = now()
         RETURNING failures`,
        [attempt.tenantId, attempt.loginId],
      );
      const failures = row?.failures ?? 1;
      const lockMs = lockDurationMs(failures);
      if (lockMs === 0) return 0;
      await manager.query(
        `UPDATE login_failures SET locked_until = now() + $3 * interval '1 millisecond' WHERE tenant_id = $1 AND login_id = $2`,
        [attempt.tenantId, attempt.loginId, lockMs],
      );
      await manager.query(
        `INSERT INTO security_audit_log (tenant_id, kind, subject, address, details) VALUES ($1, 'login-locked', $2, $3, $4)`,
        [attempt.tenantId, attempt.loginId, attempt.address, JSON.stringify({ failures, lockedForMs: lockMs })],
      );
      return lockMs;
    });
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await inTenantTransaction(this.dataSource, attempt.tenantId, (manager) =>
      manager.query('DELETE FROM login_failures WHERE tenant_id = $1 AND login_id = $2', [attempt.tenantId, attempt.loginId]),
    );
  }
}
