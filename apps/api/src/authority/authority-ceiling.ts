import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { allPermissionKeys } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { ceilingRefusalMessage, keysBeyond, type CeilingCheck } from './grant-ceiling';
import { EFFECTIVE_KEYS_SQL } from './staff-account-queries';

const knownKeys: ReadonlySet<string> = new Set(allPermissionKeys);

/** Who acts, and from where (the audit log keeps the address). */
export type Caller = { staff: StaffPrincipal; address: string };

/**
 * Applies the grant ceiling (grant-ceiling.ts) against the caller's keys as read on this request.
 * A refusal is 403 and a line in security_audit_log: someone tried to reach above their keys.
 */
@Injectable()
export class AuthorityCeiling {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The account's keys now (its own and its live roles') must all be the caller's. An unknown account passes: the command answers 404. */
  async requireAccountWithin(caller: Caller, uid: string, action: string): Promise<void> {
    const rows: { keys: string[] }[] = await this.read(caller, `SELECT ${EFFECTIVE_KEYS_SQL} AS keys FROM staff_users u WHERE u.uid = $1`, [uid]);
    await this.require(caller, { kind: 'target', keys: rows[0]?.keys ?? [] }, action, uid);
  }

  /** The role's keys now must all be the caller's. */
  async requireRoleWithin(caller: Caller, roleId: string, action: string): Promise<void> {
    const rows: { right_keys: string[] }[] = await this.read(caller, 'SELECT right_keys FROM staff_roles WHERE role_id = $1', [roleId]);
    await this.require(caller, { kind: 'target', keys: rows[0]?.right_keys ?? [] }, action, roleId);
  }

  /** Every key granted, directly or through the roles named, must be the caller's. */
  async requireGrantWithin(caller: Caller, grant: { rightKeys: readonly string[]; roleIds: readonly string[] }, action: string, subject: string): Promise<void> {
    const rows: { keys: string[] }[] =
      grant.roleIds.length === 0
        ? [{ keys: [] }]
        : await this.read(
            caller,
            `SELECT coalesce(array_agg(DISTINCT key), '{}') AS keys FROM staff_roles r, unnest(r.right_keys) AS key WHERE r.role_id = ANY ($1) AND r.removed_at IS NULL`,
            [grant.roleIds],
          );
    await this.require(caller, { kind: 'grant', keys: [...grant.rightKeys, ...(rows[0]?.keys ?? [])] }, action, subject);
  }

  private async require(caller: Caller, check: CeilingCheck, action: string, subject: string): Promise<void> {
    // A key the platform does not know is the decider's to refuse, with its own message.
    const beyond = keysBeyond(caller.staff.rightKeys, check.keys.filter((key) => knownKeys.has(key)));
    if (beyond.length === 0) return;
    await inTenantTransaction(this.dataSource, caller.staff.tenantId, (manager) =>
      manager.query(`INSERT INTO security_audit_log (tenant_id, kind, subject, address, details) VALUES ($1, 'authority-beyond-own-keys', $2, $3, $4)`, [
        caller.staff.tenantId,
        subject,
        caller.address,
        JSON.stringify({ action, check: check.kind, beyond, byUid: caller.staff.uid, byLoginId: caller.staff.loginId }),
      ]),
    );
    throw new ApiError(403, 403, ceilingRefusalMessage(check.kind, beyond), check.kind === 'grant' ? { reason: 'BEYOND_OWN_KEYS', keys: beyond } : { reason: 'BEYOND_OWN_KEYS' });
  }

  private read<Row>(caller: Caller, sql: string, parameters: unknown[]): Promise<Row[]> {
    return inTenantTransaction(this.dataSource, caller.staff.tenantId, (manager) => manager.query(sql, parameters) as Promise<Row[]>);
  }
}
