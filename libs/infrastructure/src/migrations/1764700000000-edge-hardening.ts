import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * What the HTTP edge keeps between requests, shared by every API replica:
 * - rate_limit_windows: request counters per key (a client address on the sign-in route), one
 *   fixed window each, bumped with a single upsert so concurrent replicas never lose a hit;
 * - login_failures: recent wrong passwords per account and per client address, and the lock each earned;
 * - security_audit_log: security events kept for audit (an account locked, and by whom);
 * - idempotency_keys: the first answer to a creating call, replayed to a repeat of it;
 * - staff_sessions.last_seen_at: sessions end after a spell of inactivity, not only at expiry.
 */
export class EdgeHardening1764700000000 implements MigrationInterface {
  name = 'EdgeHardening1764700000000';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
    await db.query(`
      CREATE TABLE rate_limit_windows (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      );

      CREATE TABLE login_failures (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        subject_kind text NOT NULL CHECK (subject_kind IN ('account', 'address')),
        subject text NOT NULL,
        failures integer NOT NULL,
        locked_until timestamptz,
        last_failed_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, subject_kind, subject)
      );

      CREATE TABLE security_audit_log (
        id bigserial PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        kind text NOT NULL,
        subject text NOT NULL,
        address text,
        details jsonb NOT NULL DEFAULT '{}',
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX security_audit_log_recent ON security_audit_log (tenant_id, at DESC);

      CREATE TABLE idempotency_keys (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        scope text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'done')),
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, scope, key)
      );
      CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);

      ALTER TABLE staff_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
    `);
    await isolateByTenant(db, ['login_failures', 'idempotency_keys']);
    // The audit log is append-only for the platform's roles: no update, no delete.
    await isolateByTenant(db, ['security_audit_log'], 'SELECT, INSERT');
    await db.query(`
      GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limit_windows TO ${appRole}, ${systemRole};
      GRANT USAGE ON SEQUENCE security_audit_log_id_seq TO ${appRole}, ${systemRole};
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE staff_sessions DROP COLUMN last_seen_at;
      DROP TABLE idempotency_keys, security_audit_log, login_failures, rate_limit_windows;
    `);
  }
}
