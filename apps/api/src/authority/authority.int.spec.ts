import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { LoginUser, Page, StaffAccountHistoryEntry, StaffAccountResult, StaffRole, StaffUserSummary } from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';

/**
 * authorityManagement against the running test API: an administrator creates an account with a
 * role; its holder must replace the temporary password first; every change takes effect on the
 * holder's next request and is recorded with who made it.
 */
const [home, other] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];

let system: DataSource;
beforeAll(async () => {
  system = await createDataSource(loadPlatformConfig(), 'system', 2).initialize();
});
afterAll(async () => {
  await system.destroy();
});

/** A new account with these keys or roles, its temporary password already replaced: a client signed in as it, and its uid. */
const holderOf = async (admin: ApiClient, access: { rightKeys?: string[]; roleIds?: string[] }): Promise<{ client: ApiClient; uid: string; loginId: string }> => {
  const loginId = `acct${randomUUID().slice(0, 8)}`;
  const created = await admin.post<StaffAccountResult>('/api/v1/authority/account/save', { loginId, name: '测试 账号', ...access });
  const client = await ApiClient.forTestServer(home.channel).login(loginId, created.body.data.temporaryPassword!);
  await client.post('/api/v1/user/changePassword', { currentPassword: created.body.data.temporaryPassword, newPassword: 'Holder2026x' });
  return { client, uid: created.body.data.uid, loginId };
};

const refusalsAgainst = async (subject: string): Promise<{ action: string; check: string }[]> => {
  const rows: { details: { action: string; check: string } }[] = await system.query(
    `SELECT details FROM security_audit_log WHERE tenant_id = $1 AND kind = 'authority-beyond-own-keys' AND subject = $2 ORDER BY id`,
    [home.tenantId, subject],
  );
  return rows.map((row) => ({ action: row.details.action, check: row.details.check }));
};

const rolesOf = async (admin: ApiClient): Promise<StaffRole[]> => (await admin.get<StaffRole[]>('/api/v1/authority/roles')).body.data;

const userNamed = async (admin: ApiClient, loginId: string): Promise<StaffUserSummary> => {
  const page = await admin.post<Page<StaffUserSummary>>('/api/v1/menu/queryUserPage', { pageNum: 1, pageSize: 10, keyword: loginId });
  const user = page.body.data.list.find((row) => row.loginId === loginId);
  if (!user) throw new Error(`${loginId} not listed`);
  return user;
};

describe('staff accounts and roles (real services)', () => {
  it('creates an account with a role; its holder changes the temporary password, then works with exactly the role\'s keys', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const allocatorRole = (await rolesOf(admin)).find((role) => role.name === '分配员')!;
    const loginId = `alloc${randomUUID().slice(0, 6)}`;
    const created = await admin.post<StaffAccountResult>('/api/v1/authority/account/save', { loginId, name: '新分配员 孙丽', mobile: '13700001111', roleIds: [allocatorRole.roleId] });
    expect(created.status).toBe(200);
    const temporary = created.body.data.temporaryPassword!;
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);

    const holder = await ApiClient.forTestServer(home.channel).login(loginId, temporary);
    expect((await holder.get<LoginUser>('/api/v1/user/getLoginUser')).body.data.mustChangePassword).toBe(true);
    expect(await holder.post('/api/v1/manager/getAssignmentList', {})).toMatchObject({ status: 403, body: { msg: '请先修改初始密码' } });
    expect((await holder.post('/api/v1/user/changePassword', { currentPassword: 'wrong', newPassword: 'Better2026x' })).body.msg).toBe('当前密码不正确');
    expect((await holder.post('/api/v1/user/changePassword', { currentPassword: temporary, newPassword: 'short' })).status).toBe(400);
    expect((await holder.post('/api/v1/user/changePassword', { currentPassword: temporary, newPassword: 'Better2026x' })).status).toBe(200);

    const me = (await holder.get<LoginUser>('/api/v1/user/getLoginUser')).body.data;
    expect(me.mustChangePassword).toBe(false);
    expect([...me.rightKeys].sort()).toEqual([...allocatorRole.rightKeys].sort());
    expect((await holder.post('/api/v1/manager/getAssignmentList', {})).status).toBe(200);
    expect((await holder.post('/api/v1/manager/getHandlingList', {})).status).toBe(403);

    // Another association never sees the account.
    const elsewhere = await (await ApiClient.forTestServer(other.channel).login('admin')).post<Page<StaffUserSummary>>('/api/v1/menu/queryUserPage', { keyword: loginId });
    expect(elsewhere.body.data.total).toBe(0);
  });

  it('applies a removed key on the holder\'s next request, ends a disabled account\'s sessions, and records every change', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const loginId = `hand${randomUUID().slice(0, 6)}`;
    const created = await admin.post<StaffAccountResult>('/api/v1/authority/account/save', { loginId, name: '承办人 钱程', rightKeys: [PermissionKeys.courtReformHandle] });
    const holder = await ApiClient.forTestServer(home.channel).login(loginId, created.body.data.temporaryPassword!);
    await holder.post('/api/v1/user/changePassword', { currentPassword: created.body.data.temporaryPassword, newPassword: 'Handler2026' });
    expect((await holder.post('/api/v1/manager/getHandlingList', {})).status).toBe(200);

    let user = await userNamed(admin, loginId);
    const stale = user.version;
    expect((await admin.post('/api/v1/authority/account/access', { uid: user.uid, version: user.version, rightKeys: [PermissionKeys.courtReformQuery], roleIds: [] })).status).toBe(200);
    expect((await holder.post('/api/v1/manager/getHandlingList', {})).status).toBe(403);
    // A second administrator working from the old version is told, not obeyed.
    expect(await admin.post('/api/v1/authority/account/access', { uid: user.uid, version: stale, rightKeys: [], roleIds: [] })).toMatchObject({
      status: 409,
      body: { msg: '该账号刚被他人修改，请刷新后重试' },
    });

    user = await userNamed(admin, loginId);
    expect((await admin.post('/api/v1/authority/account/disable', { uid: user.uid, version: user.version, reason: '调岗' })).status).toBe(200);
    expect(await holder.get('/api/v1/user/getLoginUser')).toMatchObject({ status: 403, body: { code: 401 } });
    const again = await ApiClient.forTestServer(home.channel).post('/api/v1/login', { loginId, password: 'Handler2026' });
    expect(again).toMatchObject({ status: 403, body: { msg: '该账号已停用，请联系本协会管理员' } });

    const history = (await admin.get<StaffAccountHistoryEntry[]>('/api/v1/authority/account/history', { uid: user.uid })).body.data;
    expect(history.map((entry) => [entry.type, entry.actorName])).toEqual([
      ['StaffAccountCreated', '管理员 周婷'],
      ['StaffPasswordChanged', '承办人 钱程'],
      ['StaffAccessSet', '管理员 周婷'],
      ['StaffAccountDisabled', '管理员 周婷'],
    ]);
    expect(history[2]!.data).toMatchObject({ added: [PermissionKeys.courtReformQuery], removed: [PermissionKeys.courtReformHandle] });
  });

  it('defines roles with unique names, and a removed role grants nothing any more', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const name = `督办${randomUUID().slice(0, 4)}`;
    const role = await admin.post<{ roleId: string; version: number }>('/api/v1/authority/roles/save', { name, description: '只看进度', rightKeys: [PermissionKeys.courtReformQuery] });
    expect(role.status).toBe(200);
    expect((await admin.post('/api/v1/authority/roles/save', { name, rightKeys: [PermissionKeys.courtReformQuery] })).status).toBe(409);
    expect((await admin.post('/api/v1/authority/roles/save', { name: `${name}2`, rightKeys: ['root:all'] })).body.msg).toBe('未知的权限标识：root:all');

    const loginId = `watch${randomUUID().slice(0, 6)}`;
    const created = await admin.post<StaffAccountResult>('/api/v1/authority/account/save', { loginId, name: '督办 吴敏', roleIds: [role.body.data.roleId] });
    const holder = await ApiClient.forTestServer(home.channel).login(loginId, created.body.data.temporaryPassword!);
    await holder.post('/api/v1/user/changePassword', { currentPassword: created.body.data.temporaryPassword, newPassword: 'Watcher2026' });
    expect((await holder.post('/api/v1/manager/getCasePage', {})).status).toBe(200);

    expect((await admin.post('/api/v1/authority/roles/remove', { roleId: role.body.data.roleId, version: role.body.data.version })).status).toBe(200);
    expect((await holder.post('/api/v1/manager/getCasePage', {})).status).toBe(403);
  });

  it('keeps an account manager below their own keys: no reset, edit, disable or unlock of a stronger account, audited', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const administratorRole = (await rolesOf(admin)).find((role) => role.name === '管理员')!;
    const boss = await holderOf(admin, { roleIds: [administratorRole.roleId] });
    const manager = await holderOf(admin, { rightKeys: [PermissionKeys.accountManage, PermissionKeys.userList] });
    const bossRow = await userNamed(admin, boss.loginId);
    const ref = { uid: boss.uid, version: bossRow.version };

    const refused = { status: 403, body: { code: 403, msg: '该账号或角色的权限超出您自身的权限，不能对其操作', data: { reason: 'BEYOND_OWN_KEYS' } } };
    const reset = await manager.client.post<StaffAccountResult>('/api/v1/authority/account/resetPassword', ref);
    expect(reset).toMatchObject(refused);
    expect(reset.body.data?.temporaryPassword).toBeUndefined();
    expect(await manager.client.post('/api/v1/authority/account/save', { ...ref, name: '改名', mobile: '13700009999' })).toMatchObject(refused);
    expect(await manager.client.post('/api/v1/authority/account/disable', { ...ref, reason: '越权' })).toMatchObject(refused);
    expect(await manager.client.post('/api/v1/authority/account/unlockSignIn', { uid: boss.uid })).toMatchObject(refused);
    expect(await refusalsAgainst(boss.uid)).toEqual([
      { action: 'resetPassword', check: 'target' },
      { action: 'edit', check: 'target' },
      { action: 'disable', check: 'target' },
      { action: 'unlockSignIn', check: 'target' },
    ]);
    // The stronger account is untouched: its password and sessions stand.
    expect((await boss.client.get('/api/v1/user/getLoginUser')).status).toBe(200);

    // An account within the manager's keys is theirs to reset.
    const peer = await holderOf(admin, { rightKeys: [PermissionKeys.userList] });
    const peerRow = await userNamed(admin, peer.loginId);
    expect((await manager.client.post('/api/v1/authority/account/resetPassword', { uid: peer.uid, version: peerRow.version })).status).toBe(200);
  });

  it('grants only keys the granter holds, directly or through a role, and leaves stronger roles alone', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const roles = await rolesOf(admin);
    const administratorRole = roles.find((role) => role.name === '管理员')!;
    const granter = await holderOf(admin, {
      rightKeys: [PermissionKeys.authorityManage, PermissionKeys.accountManage, PermissionKeys.userList, PermissionKeys.courtReformQuery],
    });
    const plain = await holderOf(admin, { rightKeys: [] });
    const plainRow = await userNamed(admin, plain.loginId);

    const beyond = await granter.client.post('/api/v1/authority/account/access', { uid: plain.uid, version: plainRow.version, rightKeys: [PermissionKeys.auditReplay], roleIds: [] });
    expect(beyond).toMatchObject({ status: 403, body: { msg: `不能授予您自身没有的权限：${PermissionKeys.auditReplay}`, data: { keys: [PermissionKeys.auditReplay] } } });
    expect((await granter.client.post('/api/v1/authority/account/access', { uid: plain.uid, version: plainRow.version, rightKeys: [], roleIds: [administratorRole.roleId] })).status).toBe(403);
    expect((await granter.client.post('/api/v1/authority/account/access', { uid: plain.uid, version: plainRow.version, rightKeys: [PermissionKeys.courtReformQuery], roleIds: [] })).status).toBe(200);
    expect((await granter.client.post('/api/v1/authority/account/save', { loginId: `made${randomUUID().slice(0, 6)}`, name: '新 账号', roleIds: [administratorRole.roleId] })).status).toBe(403);

    expect((await granter.client.post('/api/v1/authority/roles/save', { name: `越权${randomUUID().slice(0, 4)}`, rightKeys: [PermissionKeys.authorityManage, PermissionKeys.auditReplay] })).status).toBe(403);
    const editAdministrators = { roleId: administratorRole.roleId, version: administratorRole.version, name: administratorRole.name, rightKeys: [PermissionKeys.courtReformQuery] };
    expect((await granter.client.post('/api/v1/authority/roles/save', editAdministrators)).status).toBe(403);
    expect((await granter.client.post('/api/v1/authority/roles/remove', { roleId: administratorRole.roleId, version: administratorRole.version })).status).toBe(403);
    expect((await granter.client.post('/api/v1/authority/roles/save', { name: `查询${randomUUID().slice(0, 4)}`, rightKeys: [PermissionKeys.courtReformQuery] })).status).toBe(200);
    expect((await refusalsAgainst(administratorRole.roleId)).map((entry) => entry.action)).toEqual(['editRole', 'removeRole']);
  });

  it('ends every session of an account whose password an administrator resets', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const holder = await holderOf(admin, { rightKeys: [PermissionKeys.courtReformQuery] });
    const second = await ApiClient.forTestServer(home.channel).login(holder.loginId, 'Holder2026x');
    const row = await userNamed(admin, holder.loginId);
    expect((await admin.post('/api/v1/authority/account/resetPassword', { uid: holder.uid, version: row.version })).status).toBe(200);
    expect(await holder.client.get('/api/v1/user/getLoginUser')).toMatchObject({ status: 403, body: { code: 401 } });
    expect(await second.get('/api/v1/user/getLoginUser')).toMatchObject({ status: 403, body: { code: 401 } });
    expect((await admin.get('/api/v1/user/getLoginUser')).status).toBe(200);
  });
});
