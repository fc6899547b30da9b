import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { CertificationOutcome, CheckUserCertifyResponse, SaveUserInfoRequest, UserCertifyResponse } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { ApiError } from '../../common/api-error';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';
import type { PortalPrincipal } from '../portal-principal';
import { certificationOf, type PortalUserRow } from '../portal-session.service';
import { maskCitizenId } from '../portal-user-info';
import { IDENTITY_CERTIFIER, type CertifyVerdict, type IdentityCertifier } from './identity-certifier';

type CertificationRecord = { outcome: CertificationOutcome; provider_ref: string | null; reason: string | null; name: string; citizen_id: string };

/** SQLSTATE unique_violation: portal_users_certified_citizen_id, one certified account per citizen id. */
const UNIQUE_VIOLATION = '23505';

const alreadyCertified = (): ApiError => new ApiError(409, 409, '您已完成实名认证，无需重复认证', { reason: 'ALREADY_CERTIFIED' });

/**
 * Identity certification of portal users behind the IdentityCertifier port. Every check that
 * reaches the provider is recorded in portal_certifications, which is append-only (the database
 * grants only INSERT and SELECT on it): a pending row when it starts, a passed or failed row when
 * decided. A pass freezes the user's name and citizen id, and one citizen id certifies one
 * account per association.
 */
@Injectable()
export class PortalCertificationService {
  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(IDENTITY_CERTIFIER) private readonly certifier: IdentityCertifier,
  ) {}

  async certify(user: PortalPrincipal, name: string, citizenId: string, returnUrl: string): Promise<UserCertifyResponse> {
    if (user.certification === 'certified') throw alreadyCertified();
    const certifyId = randomUUID();
    const verdict = await this.certifier.start({ certifyId, name, citizenId, returnUrl });
    await inTenantTransaction(this.dataSource, user.tenantId, (manager) =>
      insertRecord(manager, user, { certifyId, provider: this.certifier.provider, outcome: 'pending', name, citizenId, providerRef: verdict.providerRef, reason: null }),
    );
    return this.settle(user, certifyId, name, citizenId, verdict);
  }

  /** The verdict of a check: decided ones from the record, pending ones asked of the provider. */
  async query(user: PortalPrincipal, certifyId: string): Promise<UserCertifyResponse> {
    const records = await inTenantTransaction(this.dataSource, user.tenantId, (manager) => recordsOf(manager, user.userId, certifyId));
    const decided = records.find((record) => record.outcome !== 'pending');
    const started = records.find((record) => record.outcome === 'pending');
    if (!started) throw ApiError.notFound('认证记录不存在');
    if (decided) return { certifyId, outcome: decided.outcome, certifyUrl: null, reason: decided.reason };
    if (!started.provider_ref) return { certifyId, outcome: 'pending', certifyUrl: null, reason: null };
    return this.settle(user, certifyId, started.name, started.citizen_id, await this.certifier.query(started.provider_ref));
  }

  async check(user: PortalPrincipal): Promise<CheckUserCertifyResponse> {
    const row = await this.user(user);
    return {
      certification: certificationOf(row),
      certifiedAt: row.certified_at ? new Date(row.certified_at).toISOString() : null,
      name: row.name,
      citizenIdMasked: maskCitizenId(row.citizen_id),
    };
  }

  /** The profile: name and citizen id only until certified; then a change of either is refused. */
  async saveUserInfo(user: PortalPrincipal, body: SaveUserInfoRequest): Promise<void> {
    await inTenantTransaction(this.dataSource, user.tenantId, async (manager) => {
      const rows: PortalUserRow[] = await manager.query('SELECT * FROM portal_users WHERE user_id = $1 FOR UPDATE', [user.userId]);
      const row = rows[0];
      if (!row) throw ApiError.notLoggedIn();
      const changesIdentity = (body.name !== undefined && body.name !== row.name) || (body.citizenId !== undefined && body.citizenId !== row.citizen_id);
      if (row.certified_at && changesIdentity) {
        throw new ApiError(409, 409, '已完成实名认证，姓名和身份证号码不可修改', { reason: 'CERTIFIED_IDENTITY_LOCKED' });
      }
      await manager.query(
        `UPDATE portal_users SET name = COALESCE($2, name), citizen_id = COALESCE($3, citizen_id), email = COALESCE($4, email), updated_at = now()
         WHERE user_id = $1`,
        [user.userId, body.name ?? null, body.citizenId ?? null, body.email ?? null],
      );
    });
  }

  private async settle(user: PortalPrincipal, certifyId: string, name: string, citizenId: string, verdict: CertifyVerdict): Promise<UserCertifyResponse> {
    if (verdict.outcome === 'pending') return { certifyId, outcome: 'pending', certifyUrl: verdict.certifyUrl, reason: null };
    const reason = verdict.outcome === 'failed' ? verdict.reason : null;
    await inTenantTransaction(this.dataSource, user.tenantId, async (manager) => {
      const inserted = await insertRecord(manager, user, { certifyId, provider: this.certifier.provider, outcome: verdict.outcome, name, citizenId, providerRef: verdict.providerRef, reason });
      if (!inserted || verdict.outcome === 'failed') return;
      try {
        await manager.query(
          `UPDATE portal_users SET name = $2, citizen_id = $3, certified_at = now(), updated_at = now() WHERE user_id = $1 AND certified_at IS NULL`,
          [user.userId, name, citizenId],
        );
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new ApiError(409, 409, '该身份证号码已认证其他账号', { reason: 'CITIZEN_ID_TAKEN' });
        throw error;
      }
    });
    return { certifyId, outcome: verdict.outcome, certifyUrl: null, reason };
  }

  private async user(user: PortalPrincipal): Promise<PortalUserRow> {
    const rows: PortalUserRow[] = await inTenantTransaction(this.dataSource, user.tenantId, (manager) =>
      manager.query('SELECT * FROM portal_users WHERE user_id = $1', [user.userId]),
    );
    if (!rows[0]) throw ApiError.notLoggedIn();
    return rows[0];
  }
}

const recordsOf = (manager: EntityManager, userId: string, certifyId: string): Promise<CertificationRecord[]> =>
  manager.query(
    'SELECT outcome, provider_ref, reason, name, citizen_id FROM portal_certifications WHERE user_id = $1 AND certify_id = $2 ORDER BY record_id',
    [userId, certifyId],
  );

type NewRecord = { certifyId: string; provider: string; outcome: CertificationOutcome; name: string; citizenId: string; providerRef: string | null; reason: string | null };

/** Appends one record; a second verdict for the same check (a concurrent query) is ignored. Answers whether it was new. */
const insertRecord = async (manager: EntityManager, user: PortalPrincipal, record: NewRecord): Promise<boolean> => {
  const rows: unknown[] = await manager.query(
    `INSERT INTO portal_certifications (certify_id, tenant_id, user_id, provider, outcome, name, citizen_id, provider_ref, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (certify_id, outcome) DO NOTHING RETURNING record_id`,
    [record.certifyId, user.tenantId, user.userId, record.provider, record.outcome, record.name, record.citizenId, record.providerRef, record.reason],
  );
  return rows.length > 0;
};
