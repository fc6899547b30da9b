import type { EntityManager } from 'typeorm';
import {
  staffAccountDecider,
  staffRoleDecider,
  type StaffAccountCommand,
  type StaffAccountEvent,
  type StaffAccountState,
  type StaffRoleCommand,
  type StaffRoleEvent,
  type StaffRoleState,
} from '@bk/domain';
import type { AggregateKind } from '../aggregates/aggregate-store';

/** A password hash that matches nothing: a new row holds it only until its real hash is written in the same transaction. */
const NO_PASSWORD = '!';

/**
 * Staff accounts: the stream records every change; staff_users is the read model sign-in and every
 * request read, written in the same transaction. Disabling an account ends its sessions at once.
 */
export const staffAccounts: AggregateKind<StaffAccountCommand, StaffAccountEvent, StaffAccountState> = {
  streamType: 'staff-account',
  decider: staffAccountDecider,
  changedMeanwhile: '该账号刚被他人修改，请刷新后重试',
  notFound: '账号不存在',
  project: async (manager, { tenantId, id, before, after, version }) => {
    if (after.status === 'empty') return;
    await manager.query(
      `INSERT INTO staff_users (uid, tenant_id, login_id, name, show_name, mobile, password_hash, right_keys, role_ids,
         disabled_at, disabled_reason, must_change_password, version, updated_at)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, CASE WHEN $9 THEN now() END, $10, $11, $12, now())
       ON CONFLICT (uid) DO UPDATE SET name = excluded.name, show_name = excluded.show_name, mobile = excluded.mobile,
         right_keys = excluded.right_keys, role_ids = excluded.role_ids,
         disabled_at = CASE WHEN $9 THEN coalesce(staff_users.disabled_at, now()) END, disabled_reason = excluded.disabled_reason,
         must_change_password = excluded.must_change_password, version = excluded.version, updated_at = now()`,
      [
        id,
        tenantId,
        after.loginId,
        after.profile.name,
        after.profile.mobile,
        NO_PASSWORD,
        after.access.rightKeys,
        after.access.roleIds,
        after.status === 'disabled',
        after.status === 'disabled' ? after.disabledReason : null,
        after.mustChangePassword,
        version,
      ],
    );
    if (before.status !== 'disabled' && after.status === 'disabled') await endSessions(manager, id);
  },
};

export const endSessions = (manager: EntityManager, uid: string): Promise<unknown> => manager.query('DELETE FROM staff_sessions WHERE uid = $1', [uid]);

/** Every session of the account but the one named (by its token's hash): the one that just changed the password. */
export const endSessionsBut = (manager: EntityManager, uid: string, keepTokenHash: string): Promise<unknown> =>
  manager.query('DELETE FROM staff_sessions WHERE uid = $1 AND token_hash <> $2', [uid, keepTokenHash]);

export const writePasswordHash = (manager: EntityManager, uid: string, hash: string): Promise<unknown> =>
  manager.query('UPDATE staff_users SET password_hash = $2 WHERE uid = $1', [uid, hash]);

/** Roles: named sets of keys; a removed role keeps its row (history reads it) but grants nothing. */
export const staffRoles: AggregateKind<StaffRoleCommand, StaffRoleEvent, StaffRoleState> = {
  streamType: 'staff-role',
  decider: staffRoleDecider,
  changedMeanwhile: '该角色刚被他人修改，请刷新后重试',
  notFound: '角色不存在',
  project: async (manager, { tenantId, id, after, version }) => {
    if (after.status === 'empty') return;
    const { name, description, rightKeys } = after.definition;
    await manager.query(
      `INSERT INTO staff_roles (role_id, tenant_id, name, description, right_keys, version, removed_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END)
       ON CONFLICT (role_id) DO UPDATE SET name = excluded.name, description = excluded.description, right_keys = excluded.right_keys,
         version = excluded.version, removed_at = excluded.removed_at, updated_at = now()`,
      [id, tenantId, name, description, rightKeys, version, after.status === 'removed'],
    );
  },
};
