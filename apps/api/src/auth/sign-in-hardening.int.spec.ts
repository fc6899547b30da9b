import { randomUUID } from 'node:crypto';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import type { StaffAccountResult } from '@bk/contracts';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { rawRequest } from '../testing/raw-request';
import { SIGN_IN_THROTTLE } from './sign-in-throttle-policy';

/**
 * Guessing passwords against the running test API. Each test signs in from addresses of its own
 * (X-Forwarded-For, honoured from the loopback proxy only), so their delays do not meet. Waits
 * are ended by moving the stored time, never by sleeping.
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

const FREE = SIGN_IN_THROTTLE.freeFailures.pair;

const auditOf = (subject: string): Promise<{ kind: string; address: string }[]> =>
  system.query('SELECT kind, address FROM security_audit_log WHERE tenant_id = $1 AND subject = $2 ORDER BY id', [home.tenantId, subject]);

const pairFailures = async (loginId: string, address: string): Promise<number> => {
  const rows: { failures: number }[] = await system.query(
    `SELECT failures FROM sign_in_throttle WHERE tenant_id = $1 AND subject_kind = 'pair' AND login_id = $2 AND address = $3`,
    [home.tenantId, loginId, address],
  );
  return rows[0]?.failures ?? 0;
};

describe('sign-in throttling', () => {
  it('delays only the address that guesses: the owner signs in from elsewhere throughout, and the wait is audited', async () => {
    const loginId = await createAccount('Right@2026');
    const guesser = someAddress();
    for (let attempt = 1; attempt <= FREE; attempt += 1) {
      expect(await signIn(loginId, 'wrong', guesser)).toMatchObject({ status: 401, body: { msg: '账号或密码错误' } });
    }
    const delayed = await signIn(loginId, 'wrong', guesser);
    expect(delayed).toMatchObject({ status: 429, body: { code: 429, msg: '密码错误次数过多，请30秒后再试', data: { retryAfterSeconds: 30 } } });
    expect(delayed.headers.get('retry-after')).toBe('30');
    // Even the right password waits at the guessing address; from anywhere else it signs in.
    expect((await signIn(loginId, 'Right@2026', guesser)).status).toBe(429);
    expect((await signIn(loginId, 'Right@2026', someAddress())).status).toBe(200);
    expect(await auditOf(loginId)).toEqual([{ kind: 'sign-in-delayed-pair', address: guesser }]);

    // The wait over, the next wrong password waits twice as long.
    await system.query(`UPDATE sign_in_throttle SET wait_until = now() WHERE tenant_id = $1 AND login_id = $2 AND address = $3`, [home.tenantId, loginId, guesser]);
    expect((await signIn(loginId, 'wrong', guesser)).body).toMatchObject({ msg: '密码错误次数过多，请1分钟后再试', data: { retryAfterSeconds: 60 } });
  });

  it('counts parallel guesses exactly: only the free failures and one more are checked', async () => {
    const loginId = await createAccount('Right@2026');
    const address = someAddress();
    const burst = await Promise.all(Array.from({ length: 11 }, () => signIn(loginId, 'wrong', address)));
    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(FREE).fill(401), ...Array<number>(11 - FREE).fill(429)]);
    expect(await pairFailures(loginId, address)).toBe(FREE + 1);
  });

  it('treats an unknown account exactly like a known one, so a wait reveals nothing', async () => {
    const address = someAddress();
    const unknown = `nobody${randomUUID().slice(0, 8)}`;
    const statuses = [];
    for (let attempt = 0; attempt <= FREE; attempt += 1) statuses.push((await signIn(unknown, 'wrong', address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('delays an address that fails across many accounts, while other addresses sign in', async () => {
    const address = someAddress();
    for (let attempt = 1; attempt <= SIGN_IN_THROTTLE.freeFailures.address; attempt += 1) {
      expect((await signIn(`spray${attempt}${randomUUID().slice(0, 4)}`, 'wrong', address)).status).toBe(401);
    }
    const delayed = await signIn(`spray${randomUUID().slice(0, 4)}`, 'wrong', address);
    expect(delayed).toMatchObject({ status: 429, body: { msg: '该网络登录失败次数过多，请30秒后再试' } });
    expect((await signIn('auditor', 'Demo@2026', address)).status).toBe(429);
    expect((await signIn('auditor', 'Demo@2026', someAddress())).status).toBe(200);
  });

  it('holds an account back from new addresses only when many addresses guess, lets its known address in, and an administrator unlocks it', async () => {
    const loginId = await createAccount('Right@2026');
    const [uid] = (await system.query('SELECT uid FROM staff_users WHERE tenant_id = $1 AND login_id = $2', [home.tenantId, loginId])) as [{ uid: string }];
    const office = someAddress();
    expect((await signIn(loginId, 'Right@2026', office)).status).toBe(200);
    // Guessers at ten addresses, each within its free failures.
    const guessers = Array.from({ length: SIGN_IN_THROTTLE.accountCeiling / FREE }, someAddress);
    const answers = await Promise.all(
      guessers.map(async (address) => {
        const statuses = [];
        for (let attempt = 0; attempt < FREE; attempt += 1) statuses.push((await signIn(loginId, 'wrong', address)).status);
        return statuses;
      }),
    );
    expect(answers.flat().every((status) => status === 401)).toBe(true);
    expect((await auditOf(loginId)).map((entry) => entry.kind)).toEqual(['sign-in-account-ceiling']);

    const travelling = await signIn(loginId, 'Right@2026', someAddress());
    expect(travelling).toMatchObject({ status: 429, body: { data: { reason: 'SIGN_IN_THROTTLED_ACCOUNT' } } });
    expect(travelling.body?.msg).toMatch(/^该账号近期有大量异常登录尝试，暂不能从新的网络登录，请\d+分钟后再试或联系本协会管理员解锁$/);
    expect(Number(travelling.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(loginId, 'Right@2026', office)).status).toBe(200);

    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    expect((await admin.post('/api/v1/authority/account/unlockSignIn', { uid: uid.uid })).status).toBe(200);
    expect((await signIn(loginId, 'Right@2026', someAddress())).status).toBe(200);
    expect((await auditOf(loginId)).map((entry) => entry.kind)).toEqual(['sign-in-account-ceiling', 'sign-in-unlocked']);
  });

  it('ends every other session of an account when its holder changes the password, keeping the one that changed it', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const loginId = `moved${randomUUID().slice(0, 6)}`;
    const created = await admin.post<StaffAccountResult>('/api/v1/authority/account/save', { loginId, name: '测试 账号' });
    const temporary = created.body.data.temporaryPassword!;
    const here = await ApiClient.forTestServer(home.channel, { 'x-forwarded-for': someAddress() }).login(loginId, temporary);
    const elsewhere = await ApiClient.forTestServer(home.channel, { 'x-forwarded-for': someAddress() }).login(loginId, temporary);
    expect((await here.post('/api/v1/user/changePassword', { currentPassword: temporary, newPassword: 'Fresher2026x' })).status).toBe(200);
    expect((await here.get('/api/v1/user/getLoginUser')).status).toBe(200);
    expect(await elsewhere.get('/api/v1/user/getLoginUser')).toMatchObject({ status: 403, body: { code: 401 } });
  });

  it('answers "signed in?" only for the association of the session', async () => {
    const auditor = await ApiClient.forTestServer(home.channel).login('auditor');
    expect((await auditor.get<boolean>('/api/v1/user/existsLoginUser')).body.data).toBe(true);
    const elsewhere = await rawRequest('GET', '/api/v1/user/existsLoginUser', { headers: { ...auditor.headers(), channel: other.channel } });
    expect(elsewhere.body?.data).toBe(false);
  });
});
