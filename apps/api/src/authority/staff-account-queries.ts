import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Page, StaffRole, StaffUserPageRequest, StaffUserSummary } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

type StaffRow = {
  uid: string;
  login_id: string;
  name: string;
  mobile: string;
  disabled_at: Date | null;
  disabled_reason: string | null;
  role_ids: string[];
  role_names: string[];
  right_keys: string[];
  effective_keys: string[];
  must_change_password: boolean;
  version: number;
  updated_at: Date;
  total: string;
};

/** An account's keys and its live roles' keys: what it may do now. */
export const EFFECTIVE_KEYS_SQL = `(SELECT coalesce(array_agg(DISTINCT key ORDER BY key), '{}') FROM (
    SELECT unnest(u.right_keys) AS key
    UNION SELECT unnest(r.right_keys) FROM staff_roles r WHERE r.role_id = ANY (u.role_ids) AND r.removed_at IS NULL) keys)`;

/** Whether account `u` holds the key in `param`, directly or through a live role. */
export const holdsKeySql = (param: string): string =>
  `(${param}::text = ANY (u.right_keys) OR EXISTS (SELECT 1 FROM staff_roles r
     WHERE r.role_id = ANY (u.role_ids) AND r.removed_at IS NULL AND ${param}::text = ANY (r.right_keys)))`;

const toSummary = (row: StaffRow): StaffUserSummary => ({
  uid: row.uid,
  loginId: row.login_id,
  name: row.name,
  mobile: row.mobile,
  status: row.disabled_at ? 'disabled' : 'active',
  disabledReason: row.disabled_reason,
  roleIds: row.role_ids,
  roleNames: row.role_names,
  rightKeys: row.right_keys,
  effectiveKeys: row.effective_keys,
  mustChangePassword: row.must_change_password,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

/** The read side of authorityManagement: the association's accounts and roles. */
@Injectable()
export class StaffAccountQueries {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  users(tenantId: string, request: StaffUserPageRequest): Promise<Page<StaffUserSummary>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const keyword = request.keyword ? `%${request.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows: StaffRow[] = await manager.query(
        `SELECT u.uid, u.login_id, u.name, u.mobile, u.disabled_at, u.disabled_reason, u.role_ids, u.right_keys,
           u.must_change_password, u.version, u.updated_at, ${EFFECTIVE_KEYS_SQL} AS effective_keys,
           (SELECT coalesce(array_agg(r.name ORDER BY r.name), '{}') FROM staff_roles r WHERE r.role_id = ANY (u.role_ids) AND r.removed_at IS NULL) AS role_names,
           count(*) OVER () AS total
         FROM staff_users u
         WHERE ($1::text IS NULL OR u.login_id ILIKE $1 OR u.name ILIKE $1 OR u.mobile ILIKE $1)
           AND ($2::text IS NULL OR ($2 = 'disabled') = (u.disabled_at IS NOT NULL))
           AND ($3::uuid IS NULL OR $3 = ANY (u.role_ids))
         ORDER BY u.disabled_at IS NOT NULL, u.login_id
         LIMIT $4 OFFSET $5`,
        [keyword, request.status ?? null, request.roleId ?? null, request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      return { list: rows.map(toSummary), total: Number(rows[0]?.total ?? 0), pageNum: request.pageNum, pageSize: request.pageSize };
    });
  }

  async user(tenantId: string, uid: string): Promise<StaffUserSummary | undefined> {
    const page = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `SELECT u.uid, u.login_id, u.name, u.mobile, u.disabled_at, u.disabled_reason, u.role_ids, u.right_keys,
           u.must_change_password, u.version, u.updated_at, ${EFFECTIVE_KEYS_SQL} AS effective_keys, '{}'::text[] AS role_names, 1 AS total
         FROM staff_users u WHERE u.uid = $1`,
        [uid],
      ),
    );
    const row = (page as StaffRow[])[0];
    return row ? toSummary(row) : undefined;
  }

  loginIdTaken(tenantId: string, loginId: string): Promise<boolean> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: unknown[] = await manager.query('SELECT 1 FROM staff_users WHERE lower(login_id) = lower($1)', [loginId]);
      return rows.length > 0;
    });
  }

  roles(tenantId: string): Promise<StaffRole[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { role_id: string; name: string; description: string; right_keys: string[]; version: number; members: number }[] = await manager.query(
        `SELECT r.role_id, r.name, r.description, r.right_keys, r.version,
           (SELECT count(*)::int FROM staff_users u WHERE r.role_id = ANY (u.role_ids) AND u.disabled_at IS NULL) AS members
         FROM staff_roles r WHERE r.removed_at IS NULL ORDER BY r.name`,
      );
      return rows.map((row) => ({ roleId: row.role_id, name: row.name, description: row.description, rightKeys: row.right_keys, version: row.version, members: row.members }));
    });
  }

  async roleNameTaken(tenantId: string, name: string, except?: string): Promise<boolean> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: unknown[] = await manager.query('SELECT 1 FROM staff_roles WHERE name = $1 AND removed_at IS NULL AND role_id IS DISTINCT FROM $2', [name, except ?? null]);
      return rows.length > 0;
    });
  }

  async liveRoles(tenantId: string, roleIds: readonly string[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { role_id: string }[] = await manager.query('SELECT role_id FROM staff_roles WHERE role_id = ANY ($1) AND removed_at IS NULL', [roleIds]);
      return rows.map((row) => row.role_id);
    });
  }
}
