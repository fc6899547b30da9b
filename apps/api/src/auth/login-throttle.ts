import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { decideAttempt, SIGN_IN_THROTTLE, type Counter, type Counters, type ThrottleSubject } from './sign-in-throttle-policy';

export type LoginAttempt = { tenantId: string; loginId: string; address: string };

/** The attempt may check its password; `ifWrong` is what a wrong one has started. */
export type Reservation = Extract<ReturnType<typeof decideAttempt>, { kind: 'allowed' }>;
export type Refusal = { kind: 'refused'; subject: ThrottleSubject; retryAfterMs: number };

type CounterRow = {
  subject_kind: ThrottleSubject;
  failures: number;
  last_failed_at: number | null;
  wait_until: number | null;
  window_started_at: number | null;
  signed_in_at: number | null;
  now: number;
};

const epochMs = (column: string): string => `(extract(epoch FROM ${column}) * 1000)::float8 AS ${column}`;
const atMs = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The attempt's three rows, keyed as stored: (kind, login id, address). */
const rowsOf = (attempt: LoginAttempt): [ThrottleSubject, string, string][] => [
  ['account', attempt.loginId, ''],
  ['address', '', attempt.address],
  ['pair', attempt.loginId, attempt.address],
];

/**
 * Sign-in throttling in PostgreSQL, so every API replica sees the same counts (policy:
 * sign-in-throttle-policy.ts). Each attempt locks its account, address and pair rows (in that
 * order, so two attempts never wait on each other in a circle), decides, and records the attempt
 * as a failure before the password is checked; a right password refunds it. Parallel guesses are
 * therefore counted exactly, and none is checked once the allowance is spent. Unknown login ids
 * are counted like real ones, so nothing here says whether an account exists.
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  reserve(attempt: LoginAttempt): Promise<Reservation | Refusal> {
    return inTenantTransaction(this.dataSource, attempt.tenantId, async (manager) => {
      const { counters, now } = await lockCounters(manager, attempt);
      const decision = decideAttempt(counters, now);
      if (decision.kind === 'allowed') await writeCounters(manager, attempt, decision.next);
      return decision;
    });
  }

  /** The password was wrong: the reservation stands; a wait it started or a ceiling it reached is audited. */
  async confirmFailure(attempt: LoginAttempt, reservation: Reservation): Promise<void> {
    const { wait, ceilingReached } = reservation.ifWrong;
    if (!wait && !ceilingReached) return;
    await inTenantTransaction(this.dataSource, attempt.tenantId, async (manager) => {
      if (wait) {
        const subject = wait.subject === 'pair' ? attempt.loginId : attempt.address;
        await audit(manager, attempt, `sign-in-delayed-${wait.subject}`, subject, { failures: reservation.next[wait.subject].failures, waitMs: wait.ms });
      }
      if (ceilingReached) await audit(manager, attempt, 'sign-in-account-ceiling', attempt.loginId, { failures: reservation.next.account.failures });
    });
  }

  /**
   * The password was right: the attempt is refunded. The pair starts again and remembers the
   * sign-in (the address passes the account's ceiling from now on); the address and the account
   * keep the others' failures.
   */
  async refund(attempt: LoginAttempt): Promise<void> {
    await inTenantTransaction(this.dataSource, attempt.tenantId, (manager) =>
      manager.query(
        `UPDATE sign_in_throttle SET
           failures = CASE WHEN subject_kind = 'pair' THEN 0 ELSE greatest(failures - 1, 0) END,
           wait_until = CASE WHEN subject_kind = 'pair' OR (subject_kind = 'address' AND failures - 1 <= $4) THEN NULL ELSE wait_until END,
           signed_in_at = CASE WHEN subject_kind = 'pair' THEN now() ELSE signed_in_at END
         WHERE tenant_id = $1 AND ((subject_kind = 'account' AND login_id = $2 AND address = '')
           OR (subject_kind = 'address' AND login_id = '' AND address = $3)
           OR (subject_kind = 'pair' AND login_id = $2 AND address = $3))`,
        [attempt.tenantId, attempt.loginId, attempt.address, SIGN_IN_THROTTLE.freeFailures.address],
      ),
    );
  }

  /**
   * An administrator lets the account's owner in: the account's ceiling and every address's delay
   * on this account are lifted (address-wide delays stay: they are about other accounts too).
   */
  async unlock(tenantId: string, loginId: string, by: { uid: string; loginId: string; address: string }): Promise<void> {
    await inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      await manager.query(
        `UPDATE sign_in_throttle SET failures = 0, wait_until = NULL, window_started_at = NULL
         WHERE tenant_id = $1 AND login_id = $2 AND subject_kind IN ('account', 'pair')`,
        [tenantId, loginId],
      );
      await audit(manager, { tenantId, loginId, address: by.address }, 'sign-in-unlocked', loginId, { byUid: by.uid, byLoginId: by.loginId });
    });
  }
}

const lockCounters = async (manager: EntityManager, attempt: LoginAttempt): Promise<{ counters: Counters; now: number }> => {
  const keys = rowsOf(attempt);
  await manager.query(
    `INSERT INTO sign_in_throttle (tenant_id, subject_kind, login_id, address) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7), ($1, $8, $9, $10)
     ON CONFLICT DO NOTHING`,
    [attempt.tenantId, ...keys.flat()],
  );
  const rows: CounterRow[] = await manager.query(
    `SELECT subject_kind, failures, ${epochMs('last_failed_at')}, ${epochMs('wait_until')}, ${epochMs('window_started_at')}, ${epochMs('signed_in_at')},
       (extract(epoch FROM now()) * 1000)::float8 AS now
     FROM sign_in_throttle
     WHERE tenant_id = $1 AND ((subject_kind = 'account' AND login_id = $2 AND address = '')
       OR (subject_kind = 'address' AND login_id = '' AND address = $3)
       OR (subject_kind = 'pair' AND login_id = $2 AND address = $3))
     ORDER BY subject_kind
     FOR UPDATE`,
    [attempt.tenantId, attempt.loginId, attempt.address],
  );
  const counterOf = (kind: ThrottleSubject): Counter => {
    const row = rows.find((candidate) => candidate.subject_kind === kind)!;
    return { failures: row.failures, lastFailedAt: row.last_failed_at, waitUntil: row.wait_until, windowStartedAt: row.window_started_at, signedInAt: row.signed_in_at };
  };
  return { counters: { account: counterOf('account'), address: counterOf('address'), pair: counterOf('pair') }, now: rows[0]!.now };
};

const writeCounters = async (manager: EntityManager, attempt: LoginAttempt, next: Counters): Promise<void> => {
  for (const [kind, loginId, address] of rowsOf(attempt)) {
    const counter = next[kind];
    await manager.query(
      `UPDATE sign_in_throttle SET failures = $5, last_failed_at = $6, wait_until = $7, window_started_at = $8
       WHERE tenant_id = $1 AND subject_kind = $2 AND login_id = $3 AND address = $4`,
      [attempt.tenantId, kind, loginId, address, counter.failures, atMs(counter.lastFailedAt), atMs(counter.waitUntil), atMs(counter.windowStartedAt)],
    );
  }
};

const audit = (manager: EntityManager, attempt: LoginAttempt, kind: string, subject: string, details: Record<string, unknown>): Promise<unknown> =>
  manager.query(`INSERT INTO security_audit_log (tenant_id, kind, subject, address, details) VALUES ($1, $2, $3, $4, $5)`, [
    attempt.tenantId,
    kind,
    subject,
    attempt.address,
    JSON.stringify({ loginId: attempt.loginId, ...details }),
  ]);
