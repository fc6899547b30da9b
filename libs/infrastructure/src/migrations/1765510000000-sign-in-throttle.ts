import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * Sign-in guessing held back without handing anyone a way to lock the owner out:
 * - sign_in_throttle replaces login_failures. One row per account and client address pair (the
 *   progressive delay), per client address (spraying many accounts) and per account (a ceiling
 *   that only distributed guessing reaches, over a fixed hour). Each attempt locks its three rows
 *   before the password is checked, so parallel guesses are counted exactly. A pair row keeps when
 *   the account last signed in from that address: such an address is the owner's and passes the
 *   account's ceiling.
 * - portal_sms_code_guesses: wrong guesses at a sign-in code per client address, so guesses from
 *   elsewhere never use up the guesses of the address the code was sent for.
 */
export class SignInThrottle1765510000000 implements MigrationInterface {
  name = 'SignInThrottle1765510000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE login_failures;
      CREATE TABLE sign_in_throttle (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        subject_kind text NOT NULL CHECK (subject_kind IN ('account', 'address', 'pair')),
        login_id text NOT NULL,
        address text NOT NULL,
        failures integer NOT NULL DEFAULT 0,
        last_failed_at timestamptz,
        wait_until timestamptz,
        window_started_at timestamptz,
        signed_in_at timestamptz,
        PRIMARY KEY (tenant_id, subject_kind, login_id, address)
      );
      CREATE INDEX sign_in_throttle_account ON sign_in_throttle (tenant_id, login_id) WHERE subject_kind = 'pair';

      CREATE TABLE portal_sms_code_guesses (
        code_id uuid NOT NULL REFERENCES portal_sms_codes(code_id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        address text NOT NULL,
        wrong integer NOT NULL,
        PRIMARY KEY (code_id, address)
      );
      CREATE INDEX portal_sms_codes_mobile_address ON portal_sms_codes (tenant_id, mobile, address, created_at DESC);
    `);
    await isolateByTenant(db, ['sign_in_throttle', 'portal_sms_code_guesses']);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX portal_sms_codes_mobile_address;
      DROP TABLE portal_sms_code_guesses, sign_in_throttle;
      CREATE TABLE login_failures (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        subject_kind text NOT NULL CHECK (subject_kind IN ('account', 'address')),
        subject text NOT NULL,
        failures integer NOT NULL,
        locked_until timestamptz,
        last_failed_at timestamptz NOT NULL,
        PRIMARY KEY (tenant_id, subject_kind, subject)
      );
    `);
    await isolateByTenant(db, ['login_failures']);
  }
}
