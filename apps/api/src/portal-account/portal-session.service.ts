import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { CertificationState } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import type { Tenant } from '../tenant/tenant.service';
import type { PortalPrincipal } from './portal-principal';
import { SMS_SENDER, type SmsSender } from './sms/sms-sender';
import { codeRequestRefusal, guessMayBeChecked, SMS_CODE_POLICY, type CodeCheckFailure, type SmsCodeRefusal } from './sms-code-policy';

export const PORTAL_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A portal session unused this long ends; long enough to fill in a consultation form. */
const PORTAL_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60_000;

export type PortalUserRow = {
  user_id: string;
  tenant_id: string;
  mobile: string;
  name: string;
  citizen_id: string;
  email: string;
  certified_at: Date | null;
  created_at: Date;
};

export type CodeRequestOutcome =
  | { kind: 'sent'; resendAfterSeconds: number; expiresInSeconds: number }
  | { kind: 'refused'; refusal: SmsCodeRefusal; retryAfterSeconds: number };

export type PortalSignInOutcome =
  | { kind: 'signed-in'; token: string; principal: PortalPrincipal; user: PortalUserRow; registered: boolean }
  | { kind: 'refused'; failure: CodeCheckFailure };

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Salted with the code's own id, so equal codes never share a hash. */
const hashCode = (codeId: string, mobile: string, code: string): string => createHash('sha256').update(`${codeId}:${mobile}:${code}`).digest('hex');

export const certificationOf = (row: Pick<PortalUserRow, 'certified_at'>): CertificationState => (row.certified_at ? 'certified' : 'uncertified');

export const toPortalPrincipal = (row: PortalUserRow, channel: string): PortalPrincipal => ({
  userId: row.user_id,
  tenantId: row.tenant_id,
  channel,
  mobile: row.mobile,
  name: row.name,
  citizenId: row.certified_at ? row.citizen_id : '',
  certification: certificationOf(row),
});

/**
 * Portal sign-in: one-time SMS codes (hashed, expiring, single use, limited per number and client
 * address so that nobody can spend the owner's allowance: sms-code-policy.ts) and portal sessions (an opaque token in an httpOnly cookie, only its hash
 * stored, valid for its own association only). Signing in with a new number registers it.
 */
@Injectable()
export class PortalSessionService {
  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  async requestCode(tenant: Tenant, mobile: string, address: string): Promise<CodeRequestOutcome> {
    const issued = await inTenantTransaction(this.dataSource, tenant.tenantId, async (manager): Promise<CodeRefused | { kind: 'issued'; code: string }> => {
      // One request at a time per number, so two concurrent requests cannot both pass the checks.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`portal-sms:${tenant.tenantId}:${mobile}`]);
      const refusal = await refusalFor(manager, mobile, address);
      if (refusal) return refusal;
      const codeId = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await manager.query(
        `INSERT INTO portal_sms_codes (code_id, tenant_id, mobile, address, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')`,
        [codeId, tenant.tenantId, mobile, address, hashCode(codeId, mobile, code), SMS_CODE_POLICY.ttlMs],
      );
      return { kind: 'issued', code };
    });
    if (issued.kind === 'refused') return issued;
    await this.sms.sendCode({ tenantId: tenant.tenantId, mobile, code: issued.code, ttlMinutes: SMS_CODE_POLICY.ttlMs / 60_000 });
    return { kind: 'sent', resendAfterSeconds: SMS_CODE_POLICY.resendIntervalMs / 1000, expiresInSeconds: SMS_CODE_POLICY.ttlMs / 1000 };
  }

  /**
   * Checks the code and, when it matches, uses it up and opens a session (and an account, the
   * first time). The code checked is the latest live one asked from this address, else the
   * number's latest: a code someone else asks for meanwhile does not replace the owner's. Wrong
   * guesses count per code and address (sms-code-policy.ts); the code's row stays locked while
   * its guesses are counted, so parallel guesses are counted exactly.
   */
  async signIn(tenant: Tenant, mobile: string, code: string, address: string): Promise<PortalSignInOutcome> {
    const checked = await inTenantTransaction(this.dataSource, tenant.tenantId, async (manager) => {
      const codes: { code_id: string; code_hash: string; address: string; live: boolean }[] = await manager.query(
        `SELECT code_id, code_hash, address, (consumed_at IS NULL AND expires_at > now()) AS live
         FROM portal_sms_codes WHERE mobile = $1
         ORDER BY (address = $2 AND consumed_at IS NULL AND expires_at > now()) DESC, created_at DESC LIMIT 1 FOR UPDATE`,
        [mobile, address],
      );
      const latest = codes[0];
      if (!latest || !latest.live) return { kind: 'refused' as const, failure: 'expired' as const };
      const [guesses]: { here: number; elsewhere: number }[] = await manager.query(
        `SELECT coalesce(sum(wrong) FILTER (WHERE address = $2), 0)::int AS here, coalesce(sum(wrong) FILTER (WHERE address <> $3), 0)::int AS elsewhere
         FROM portal_sms_code_guesses WHERE code_id = $1`,
        [latest.code_id, address, latest.address],
      );
      const fromRequester = address === latest.address;
      if (!guessMayBeChecked({ fromRequester, wrongFromHere: guesses?.here ?? 0, wrongFromElsewhere: guesses?.elsewhere ?? 0 })) {
        return { kind: 'refused' as const, failure: 'guesses-used' as const };
      }
      const expected = Buffer.from(latest.code_hash, 'hex');
      const given = Buffer.from(hashCode(latest.code_id, mobile, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await manager.query(
          `INSERT INTO portal_sms_code_guesses AS g (code_id, tenant_id, address, wrong) VALUES ($1, $2, $3, 1)
           ON CONFLICT (code_id, address) DO UPDATE SET wrong = g.wrong + 1`,
          [latest.code_id, tenant.tenantId, address],
        );
        return { kind: 'refused' as const, failure: 'wrong' as const };
      }
      await manager.query('UPDATE portal_sms_codes SET consumed_at = now() WHERE code_id = $1', [latest.code_id]);
      const inserted: PortalUserRow[] = await manager.query(
        `INSERT INTO portal_users (user_id, tenant_id, mobile) VALUES ($1, $2, $3) ON CONFLICT (tenant_id, mobile) DO NOTHING RETURNING *`,
        [randomUUID(), tenant.tenantId, mobile],
      );
      const user = inserted[0] ?? ((await manager.query('SELECT * FROM portal_users WHERE mobile = $1', [mobile])) as PortalUserRow[])[0]!;
      return { kind: 'matched' as const, user, registered: inserted.length > 0 };
    });
    if (checked.kind === 'refused') return checked;
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO portal_sessions (token_hash, tenant_id, user_id, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
      [hashToken(token), tenant.tenantId, checked.user.user_id, PORTAL_SESSION_TTL_MS],
    );
    return { kind: 'signed-in', token, principal: toPortalPrincipal(checked.user, tenant.channel), user: checked.user, registered: checked.registered };
  }

  /** The session's portal user, with their association's channel; read afresh on every request. */
  async resolve(token: string): Promise<PortalPrincipal | undefined> {
    const sessions: { tenant_id: string; user_id: string; channel: string; idle_ms: number }[] = await this.dataSource.query(
      `SELECT s.tenant_id, s.user_id, t.channel, (extract(epoch FROM now() - s.last_seen_at) * 1000)::float8 AS idle_ms
       FROM portal_sessions s JOIN tenants t USING (tenant_id)
       WHERE s.token_hash = $1 AND s.expires_at > now() AND s.last_seen_at > now() - $2 * interval '1 millisecond'`,
      [hashToken(token), PORTAL_SESSION_IDLE_MS],
    );
    const session = sessions[0];
    if (!session) return undefined;
    if (session.idle_ms > TOUCH_EVERY_MS) {
      await this.dataSource.query('UPDATE portal_sessions SET last_seen_at = now() WHERE token_hash = $1', [hashToken(token)]);
    }
    const row = await this.user(session.tenant_id, session.user_id);
    return row ? toPortalPrincipal(row, session.channel) : undefined;
  }

  user(tenantId: string, userId: string): Promise<PortalUserRow | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: PortalUserRow[] = await manager.query('SELECT * FROM portal_users WHERE user_id = $1', [userId]);
      return rows[0];
    });
  }

  async logout(token: string): Promise<void> {
    await this.dataSource.query('DELETE FROM portal_sessions WHERE token_hash = $1', [hashToken(token)]);
  }
}

/** Why a new code may not be sent now, from the codes already sent (the ledger is the codes table). */
type CodeRefused = Extract<CodeRequestOutcome, { kind: 'refused' }>;

const refusalFor = async (manager: EntityManager, mobile: string, address: string): Promise<CodeRefused | undefined> => {
  const [byNumber]: {
    last_from_here_ms_ago: number | null;
    today_from_here: number;
    today_from_here_frees_in_ms: number | null;
    unanswered_today: number;
    unanswered_frees_in_ms: number | null;
    known_address: boolean;
  }[] = await manager.query(
    `SELECT (extract(epoch FROM now() - max(created_at) FILTER (WHERE address = $2)) * 1000)::float8 AS last_from_here_ms_ago,
            count(*) FILTER (WHERE address = $2)::int AS today_from_here,
            (extract(epoch FROM min(created_at) FILTER (WHERE address = $2) + interval '1 day' - now()) * 1000)::float8 AS today_from_here_frees_in_ms,
            count(*) FILTER (WHERE consumed_at IS NULL)::int AS unanswered_today,
            (extract(epoch FROM min(created_at) FILTER (WHERE consumed_at IS NULL) + interval '1 day' - now()) * 1000)::float8 AS unanswered_frees_in_ms,
            EXISTS (SELECT 1 FROM portal_sms_codes k WHERE k.mobile = $1 AND k.address = $2
                    AND k.consumed_at > now() - $3 * interval '1 millisecond') AS known_address
     FROM portal_sms_codes WHERE mobile = $1 AND created_at > now() - interval '1 day'`,
    [mobile, address, SMS_CODE_POLICY.knownAddressForMs],
  );
  const [byAddress]: { count: number; frees_in_ms: number | null }[] = await manager.query(
    `SELECT count(*)::int AS count, (extract(epoch FROM min(created_at) + interval '1 hour' - now()) * 1000)::float8 AS frees_in_ms
     FROM portal_sms_codes WHERE address = $1 AND created_at > now() - interval '1 hour'`,
    [address],
  );
  const refused = codeRequestRefusal({
    lastFromHereMsAgo: byNumber?.last_from_here_ms_ago ?? null,
    todayFromHere: byNumber?.today_from_here ?? 0,
    todayFromHereFreesInMs: byNumber?.today_from_here_frees_in_ms ?? 0,
    unansweredToday: byNumber?.unanswered_today ?? 0,
    unansweredFreesInMs: byNumber?.unanswered_frees_in_ms ?? 0,
    knownAddress: byNumber?.known_address ?? false,
    fromAddressLastHour: byAddress?.count ?? 0,
    fromAddressFreesInMs: byAddress?.frees_in_ms ?? 0,
  });
  return refused ? { kind: 'refused', ...refused } : undefined;
};
