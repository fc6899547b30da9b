import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { inTenantTransaction } from '@bk/infrastructure';
import { EFFECTIVE_KEYS_SQL } from '../authority/staff-account-queries';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import type { Tenant } from '../tenant/tenant.service';
import type { StaffPrincipal } from './staff-principal';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * A session unused this long ends, whatever its absolute expiry: a console left open on a shared
 * desk does not stay signed in for the rest of the day. SESSION_IDLE_MINUTES overrides it.
 */
const sessionIdleMs = (): number => Number(process.env.SESSION_IDLE_MINUTES ?? 30) * 60_000;
/** Activity is written at most this often, so a busy console does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

type StaffRow = {
  uid: string;
  tenant_id: string;
  login_id: string;
  name: string;
  show_name: string;
  mobile: string;
  password_hash: string;
  /** Its own keys and its live roles' keys. */
  effective_keys: string[];
  disabled_at: Date | null;
  must_change_password: boolean;
};

/** Staff rows as sessions read them: what the account may do now, from its keys and roles. */
const STAFF_SELECT = `SELECT u.*, ${EFFECTIVE_KEYS_SQL} AS effective_keys FROM staff_users u`;

export type LoginOutcome = { kind: 'signed-in'; token: string; principal: StaffPrincipal } | { kind: 'refused' } | { kind: 'disabled' };

/** How a session's token is stored (and named when one session is to be kept). */
export const sessionTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const hashToken = sessionTokenHash;

/**
 * Staff sessions: an opaque random token in an httpOnly cookie; only its hash is stored, so a
 * leaked table does not yield usable sessions.
 */
@Injectable()
export class SessionService {
  /** Verifying against a fixed hash when the account is unknown keeps response times alike. */
  private readonly decoyHash = argon2.hash('decoy-password-for-unknown-accounts');

  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  async login(tenant: Tenant, loginId: string, password: string): Promise<LoginOutcome> {
    const row = await inTenantTransaction(this.dataSource, tenant.tenantId, async (manager) => {
      const rows: StaffRow[] = await manager.query(`${STAFF_SELECT} WHERE u.login_id = $1`, [loginId]);
      return rows[0];
    });
    const verified = await this.verifyPassword(row?.password_hash, password);
    if (!row || !verified) return { kind: 'refused' };
    // Only someone who knows the password learns that the account is disabled.
    if (row.disabled_at) return { kind: 'disabled' };
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO staff_sessions (token_hash, tenant_id, uid, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
      [hashToken(token), tenant.tenantId, row.uid, SESSION_TTL_MS],
    );
    return { kind: 'signed-in', token, principal: toPrincipal(row, tenant.channel) };
  }

  /** Whether `password` is the account's current one (a missing account is checked against a decoy, in the same time). */
  async verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
    const usable = hash !== undefined && hash.startsWith('$');
    const ok = await argon2.verify(usable ? hash : await this.decoyHash, password);
    return ok && usable;
  }

  async passwordHashOf(tenantId: string, uid: string): Promise<string | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { password_hash: string }[] = await manager.query('SELECT password_hash FROM staff_users WHERE uid = $1', [uid]);
      return rows[0]?.password_hash;
    });
  }

  /** The session's staff member, with the channel of their association (read in the same query). */
  async resolve(token: string): Promise<StaffPrincipal | undefined> {
    const sessions: { tenant_id: string; uid: string; channel: string; idle_ms: number }[] = await this.dataSource.query(
      `SELECT s.tenant_id, s.uid, t.channel, (extract(epoch FROM now() - s.last_seen_at) * 1000)::float8 AS idle_ms
       FROM staff_sessions s JOIN tenants t USING (tenant_id)
       WHERE s.token_hash = $1 AND s.expires_at > now() AND s.last_seen_at > now() - $2 * interval '1 millisecond'`,
      [hashToken(token), sessionIdleMs()],
    );
    const session = sessions[0];
    if (!session) return undefined;
    if (session.idle_ms > TOUCH_EVERY_MS) {
      await this.dataSource.query('UPDATE staff_sessions SET last_seen_at = now() WHERE token_hash = $1', [hashToken(token)]);
    }
    const row = await inTenantTransaction(this.dataSource, session.tenant_id, async (manager) => {
      const rows: StaffRow[] = await manager.query(`${STAFF_SELECT} WHERE u.uid = $1`, [session.uid]);
      return rows[0];
    });
    // Read on every request: a removed key or a disabled account applies at once.
    return row && !row.disabled_at ? toPrincipal(row, session.channel) : undefined;
  }

  async logout(token: string): Promise<void> {
    await this.dataSource.query('DELETE FROM staff_sessions WHERE token_hash = $1', [hashToken(token)]);
  }
}

const toPrincipal = (row: StaffRow, channel: string): StaffPrincipal => ({
  uid: row.uid,
  tenantId: row.tenant_id,
  channel,
  loginId: row.login_id,
  name: row.name,
  showName: row.show_name,
  mobile: row.mobile,
  rightKeys: row.effective_keys,
  mustChangePassword: row.must_change_password,
});
