import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * Portal accounts (the public: applicants, debtors, creditors), kept apart from staff accounts:
 * - portal_users: one per association and mobile number; name and citizen id are frozen once
 *   certified (certified_at set), and a citizen id certifies one account per association;
 * - portal_sms_codes: one-time sign-in codes, stored only as salted hashes, single use, expiring;
 *   the rows double as the rate-limit ledger (per number and per client address);
 * - portal_sessions: like staff_sessions, looked up by token hash before the tenant is known;
 * - portal_certifications: every identity check that reached a provider and its outcome,
 *   append-only (the application roles may insert and read, never change or delete);
 * - portal_messages: a user's inbox, idempotent on (user, dedupe key);
 * - local_sms_outbox: what the local SMS provider "sent" (development only);
 * - case_read by contact phone: a portal user's own applications (POST /api/v1/applicant/page).
 */
export class PortalAccounts1764955000000 implements MigrationInterface {
  name = 'PortalAccounts1764955000000';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
    await db.query(`
      CREATE TABLE portal_users (
        user_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        mobile text NOT NULL,
        name text NOT NULL DEFAULT '',
        citizen_id text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        certified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tenant_id, mobile)
      );
      CREATE UNIQUE INDEX portal_users_certified_citizen_id ON portal_users (tenant_id, citizen_id) WHERE certified_at IS NOT NULL;
      CREATE TABLE portal_sms_codes (
        code_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        mobile text NOT NULL,
        address text NOT NULL,
        code_hash text NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz
      );
      CREATE INDEX portal_sms_codes_mobile ON portal_sms_codes (tenant_id, mobile, created_at DESC);
      CREATE INDEX portal_sms_codes_address ON portal_sms_codes (tenant_id, address, created_at DESC);
      CREATE TABLE portal_sessions (
        token_hash text PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        user_id uuid NOT NULL REFERENCES portal_users(user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX portal_sessions_expiry ON portal_sessions (expires_at);
      CREATE TABLE portal_certifications (
        record_id bigserial PRIMARY KEY,
        certify_id uuid NOT NULL,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        user_id uuid NOT NULL REFERENCES portal_users(user_id),
        provider text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('pending', 'passed', 'failed')),
        name text NOT NULL,
        citizen_id text NOT NULL,
        provider_ref text,
        reason text,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (certify_id, outcome)
      );
      CREATE INDEX portal_certifications_user ON portal_certifications (tenant_id, user_id, recorded_at DESC);
      CREATE TABLE portal_messages (
        message_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        user_id uuid NOT NULL REFERENCES portal_users(user_id) ON DELETE CASCADE,
        dedupe_key text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        link text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        UNIQUE (tenant_id, user_id, dedupe_key)
      );
      CREATE INDEX case_read_contact_phone ON case_read (tenant_id, contact_phone);
      CREATE INDEX portal_messages_inbox ON portal_messages (tenant_id, user_id, created_at DESC);
      CREATE TABLE local_sms_outbox (
        entry_id bigserial PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        mobile text NOT NULL,
        text text NOT NULL,
        code text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX local_sms_outbox_mobile ON local_sms_outbox (tenant_id, mobile, entry_id DESC);
      GRANT SELECT, INSERT, DELETE ON portal_sessions TO ${appRole}, ${systemRole};
      GRANT UPDATE (last_seen_at) ON portal_sessions TO ${appRole}, ${systemRole};
    `);
    await isolateByTenant(db, ['portal_users', 'portal_sms_codes', 'portal_messages', 'local_sms_outbox']);
    await isolateByTenant(db, ['portal_certifications'], 'SELECT, INSERT');
    await db.query(`GRANT USAGE ON SEQUENCE portal_certifications_record_id_seq, local_sms_outbox_entry_id_seq TO ${appRole}, ${systemRole}`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE local_sms_outbox, portal_messages, portal_certifications, portal_sessions, portal_sms_codes, portal_users');
  }
}
