import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { FAILURES_FORGOTTEN_AFTER_MS, lockDurationMs, type LockSubject } from './login-lock-policy';

export type LoginAttempt = { tenantId: string; loginId: string; address: string };
export type Lock = { subject: LockSubject; remainingMs: number };

const subjectsOf = (attempt: LoginAttempt): [LockSubject, string][] => [
  ['account', attempt.loginId],
  ['address', attempt.address],
];

/**
 * Recent wrong passwords per account and per client address, in PostgreSQL so every API replica
 * sees the same counts and locks. Only failures count: signing in successfully never uses up an
 * allowance. Unknown login ids are counted and locked like real ones, so a lock says nothing about
 * whether an account exists. Every lock is written to the security audit log.
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The lock that holds this attempt back, if any (the longer one when both do). */
  lockOn(attempt: LoginAttempt): Promise<Lock | undefined> {
    return inTenantTransaction(this.dataSource, attempt.tenantId, async (manager) => {
      const rows: { subject_kind: LockSubject; remaining_ms: number }[] = await manager.query(
        `SELECT subject_kind, (extract(epoch FROM locked_until - now()) * 1000)::float8 AS remaining_ms
         FROM login_failures
         WHERE tenant_id = $1 AND ((subject_kind = 'account' AND subject = $2) OR (subject_kind = 'address' AND subject = $3))
           AND locked_until > now()
         ORDER BY locked_until DESC LIMIT 1`,
        [attempt.tenantId, attempt.loginId, attempt.address],
      );
      const row = rows[0];
      return row ? { subject: row.subject_kind, remainingMs: Math.ceil(row.remaining_ms) } : undefined;
    });
  }

  /** Counts a wrong password against the account and the address; answers the lock it earned. */
  recordFailure(attempt: LoginAttempt): Promise<Lock | undefined> {
    return inTenantTransaction(this.dataSource, attempt.tenantId, async (manager) => {
      let earned: Lock | undefined;
      for (const [kind, subject] of subjectsOf(attempt)) {
        const lockMs = await countFailure(manager, attempt, kind, subject);
        if (lockMs > (earned?.remainingMs ?? 0)) earned = { subject: kind, remainingMs: lockMs };
      }
      return earned;
    });
  }

  /** The account's owner is back: its count starts again. The address's does not (it may be guessing elsewhere). */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await inTenantTransaction(this.dataSource, attempt.tenantId, (manager) =>
      manager.query(`DELETE FROM login_failures WHERE tenant_id = $1 AND subject_kind = 'account' AND subject = $2`, [
        attempt.tenantId,
        attempt.loginId,
      ]),
    );
  }
}

const countFailure = async (manager: EntityManager, attempt: LoginAttempt, kind: LockSubject, subject: string): Promise<number> => {
  const [row]: { failures: number }[] = await manager.query(
    `INSERT INTO login_failures AS f (tenant_id, subject_kind, subject, failures, last_failed_at) VALUES ($1, $2, $3, 1, now())
     ON CONFLICT (tenant_id, subject_kind, subject) DO UPDATE SET
       failures = CASE WHEN f.last_failed_at < now() - $4 * interval '1 millisecond' THEN 1 ELSE f.failures + 1 END,
       last_failed_at = now()
     RETURNING failures`,
    [attempt.tenantId, kind, subject, FAILURES_FORGOTTEN_AFTER_MS],
  );
  const failures = row?.failures ?? 1;
  const lockMs = lockDurationMs(kind, failures);
  if (lockMs === 0) return 0;
  await manager.query(
    `UPDATE login_failures SET locked_until = now() + $4 * interval '1 millisecond' WHERE tenant_id = $1 AND subject_kind = $2 AND subject = $3`,
    [attempt.tenantId, kind, subject, lockMs],
  );
  await manager.query(
    `INSERT INTO security_audit_log (tenant_id, kind, subject, address, details) VALUES ($1, $2, $3, $4, $5)`,
    [attempt.tenantId, `login-locked-${kind}`, subject, attempt.address, JSON.stringify({ loginId: attempt.loginId, failures, lockedForMs: lockMs })],
  );
  return lockMs;
};
