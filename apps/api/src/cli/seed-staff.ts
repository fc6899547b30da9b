import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { defaultStaffRoles, systemActor, type StaffAccountState } from '@bk/domain';
import { deterministicEventId } from '@bk/infrastructure';
import { AggregateStore } from '../aggregates/aggregate-store';
import { staffAccounts, staffRoles, writePasswordHash } from '../authority/staff-aggregates';
import { DEMO_PASSWORD, demoStaff, demoStaffId, type DemoTenant } from './demo-data';

const seeder = systemActor('演示数据');
const sameKeys = (a: readonly string[], b: readonly string[]): boolean => [...a].sort().join() === [...b].sort().join();

/** Each association's default roles; a role's id is fixed by its key, so re-seeding finds it. */
export const demoRoleId = (tenant: DemoTenant, key: string): string => deterministicEventId(`staff-role:${tenant.tenantId}:${key}`, 0);

/**
 * Demo staff and the default roles, through the same aggregates the back office uses, so their
 * history starts with the seed like any account's. Idempotent: a re-seed creates what is missing
 * and brings keys defined in code up to date (recorded as the seed's own change); it never
 * touches a password, nor what the seed did not define.
 */
export const seedStaff = async (app: DataSource, tenant: DemoTenant): Promise<void> => {
  const store = new AggregateStore(app);
  const passwordHash = await argon2.hash(DEMO_PASSWORD);
  const at = new Date().toISOString();
  for (const role of defaultStaffRoles) {
    const roleId = demoRoleId(tenant, role.key);
    const current = await store.state(staffRoles, tenant.tenantId, roleId);
    const target = { tenantId: tenant.tenantId, id: roleId, commandId: `seed:${at}` };
    if (current.status === 'empty') {
      await store.execute(staffRoles, target, { type: 'DefineStaffRole', roleId, tenantId: tenant.tenantId, definition: role.definition, actor: seeder, at });
    } else if (current.status === 'defined' && !sameKeys(current.definition.rightKeys, role.definition.rightKeys)) {
      await store.execute(staffRoles, target, { type: 'EditStaffRole', definition: { ...current.definition, rightKeys: role.definition.rightKeys }, actor: seeder, at });
    }
  }
  for (const [index, staff] of demoStaff.entries()) {
    const uid = demoStaffId(tenant, index);
    const current: StaffAccountState = await store.state(staffAccounts, tenant.tenantId, uid);
    const target = { tenantId: tenant.tenantId, id: uid, commandId: `seed:${at}` };
    const access = { rightKeys: staff.rightKeys, roleIds: [] };
    if (current.status === 'empty') {
      await store.execute(
        staffAccounts,
        target,
        {
          type: 'CreateStaffAccount',
          accountId: uid,
          tenantId: tenant.tenantId,
          loginId: staff.loginId,
          profile: { name: staff.name, mobile: staff.mobile },
          access,
          mustChangePassword: false,
          actor: seeder,
          at,
        },
        (manager) => writePasswordHash(manager, uid, passwordHash),
      );
    } else if (!sameKeys(current.access.rightKeys, staff.rightKeys)) {
      await store.execute(staffAccounts, target, { type: 'SetStaffAccess', access: { ...current.access, rightKeys: staff.rightKeys }, actor: seeder, at });
    }
  }
};

