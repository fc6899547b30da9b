import { randomUUID } from 'node:crypto';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { rawRequest } from '../testing/raw-request';
import { FREE_FAILURES } from './login-lock-policy';

/**
 * Guessing passwords against the running test API. Each test signs in from an address of its own
 * (X-Forwarded-For, honoured from the loopback proxy only), so their locks do not meet.
 */
const config = loadPlatformConfig();
const [home, other] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];
let system: DataSource;

const signIn = (loginId: string, password: string, address: string, channel = home.channel) =>
  rawRequest('POST', '/api/v1/login', {
    headers: { 'content-type': 'application/json', channel, 'x-forwarded-for': address },
    body: JSON.stringify({ loginId, password }),
  });

/** Documentation addresses (RFC 5737), a fresh one per call within a run; the test database is new each run. */
const runNet = Math.floor(Math.random() * 250);
let nextHost = 1;
const someAddress = (): string => `203.0.${runNet}.${nextHost++}`;

/** A throwaway staff account, so locking it disturbs no other test. */
const createAccount = async (password: string): Promise<string> => {
  const loginId = `guard${randomUUID().slice(0, 8)}`;
  await system.query(
    `INSERT INTO staff_users (uid, tenant_id, login_id, name, show_name, password_hash, right_keys) VALUES ($1, $2, $3, '测试账号', '测试账号', $4, '{}')`,
    [randomUUID(), home.tenantId, loginId, await argon2.hash(password)],
  );
  return loginId;
};

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
});

afterAll(async () => {
  await system.destroy();
});

describe('sign-in throttling', () => {
  it('locks an account after its free failures, refuses even the right password while locked, and records the lock', async () => {
    const loginId = await createAccount('Right@2026');
    const address = someAddress();
    for (let attempt = 1; attempt < FREE_FAILURES.account; attempt += 1) {
      expect(await signIn(loginId, 'wrong', address)).toMatchObject({ status: 401, body: { msg: '账号或密码错误' } });
    }
    const locking = await signIn(loginId, 'wrong', address);
    expect(locking).toMatchObject({ status: 429, body: { code: 429, msg: '密码错误次数过多，账号已临时锁定，请1分钟后再试' } });
    // From another address too: the lock is the account's.
    expect((await signIn(loginId, 'Right@2026', someAddress())).status).toBe(429);
    const audit: { kind: string; address: string }[] = await system.query(
      'SELECT kind, address FROM security_audit_log WHERE tenant_id = $1 AND subject = $2',
      [home.tenantId, loginId],
    );
    expect(audit).toEqual([{ kind: 'login-locked-account', address }]);
  });

  it('treats an unknown account exactly like a known one, so a lock reveals nothing', async () => {
    const address = someAddress();
    const unknown = `nobody${randomUUID().slice(0, 8)}`;
    const statuses = [];
    for (let attempt = 0; attempt < FREE_FAILURES.account; attempt += 1) statuses.push((await signIn(unknown, 'wrong', address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('locks an address that fails across many accounts, while other addresses sign in', async () => {
    const address = someAddress();
    for (let attempt = 1; attempt < FREE_FAILURES.address; attempt += 1) {
      expect((await signIn(`spray${attempt}${randomUUID().slice(0, 4)}`, 'wrong', address)).status).toBe(401);
    }
    const locking = await signIn(`spray${randomUUID().slice(0, 4)}`, 'wrong', address);
    expect(locking).toMatchObject({ status: 429, body: { msg: '该网络登录失败次数过多，已暂停登录，请1分钟后再试' } });
    expect((await signIn('auditor', 'Demo@2026', address)).status).toBe(429);
    expect((await signIn('auditor', 'Demo@2026', someAddress())).status).toBe(200);
  });

  it('answers "signed in?" only for the association of the session', async () => {
    const auditor = await ApiClient.forTestServer(home.channel).login('auditor');
    expect((await auditor.get<boolean>('/api/v1/user/existsLoginUser')).body.data).toBe(true);
    const elsewhere = await rawRequest('GET', '/api/v1/user/existsLoginUser', { headers: { ...auditor.headers(), channel: other.channel } });
    expect(elsewhere.body?.data).toBe(false);
  });
});
