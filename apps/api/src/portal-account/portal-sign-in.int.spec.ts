import type { DataSource } from 'typeorm';
import type { PortalMessagePage, PortalUserInfo } from '@bk/contracts';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { rawRequest } from '../testing/raw-request';
import { latestLocalSmsCode, signInPortalUser, someMobile } from '../testing/portal-user-client';
import { PortalInbox } from './portal-inbox.service';
import { SMS_CODE_POLICY } from './sms-code-policy';

/**
 * Portal sign-in against the running test API, with the local SMS provider: codes are read from
 * its development endpoint as a developer would read them from the page. Each test acts from a
 * client address of its own (X-Forwarded-For from the loopback proxy), so address limits do not meet.
 */
const config = loadPlatformConfig();
const [home, other] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];
let system: DataSource;
let app: DataSource;

const runNet = Math.floor(Math.random() * 250);
let nextHost = 1;
const fromAddress = (): Record<string, string> => ({ 'x-forwarded-for': `198.51.${runNet}.${nextHost++}` });

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
  app = await createDataSource(config, 'app', 2).initialize();
});
afterAll(async () => {
  await system.destroy();
  await app.destroy();
});

describe('portal sign-in with an SMS code', () => {
  it('registers a new number on its first sign-in, signs the same account in the next time, and signs out', async () => {
    const mobile = someMobile();
    const first = await signInPortalUser(home.channel, mobile, fromAddress());
    expect(first.user).toMatchObject({ mobile, certification: 'uncertified', registered: true });
    expect((await first.client.get<PortalUserInfo>('/api/v1/auth/getPortalUserInfo')).body.data).toMatchObject({ userId: first.user.userId, mobile });

    // The next code may be asked for once the resend interval has passed.
    await system.query(`UPDATE portal_sms_codes SET created_at = created_at - $2 * interval '1 millisecond' WHERE mobile = $1`, [
      mobile,
      SMS_CODE_POLICY.resendIntervalMs,
    ]);
    const again = await signInPortalUser(home.channel, mobile, fromAddress());
    expect(again.user).toMatchObject({ userId: first.user.userId, registered: false });

    await first.client.post('/api/v1/portal/auth/logout', {});
    expect((await first.client.get('/api/v1/auth/getPortalUserInfo')).body).toMatchObject({ code: 401 });
    expect((await again.client.get('/api/v1/auth/getPortalUserInfo')).status).toBe(200);
  });

  it('refuses a wrong code, an expired code and a used code, and a code after too many wrong guesses from one address', async () => {
    const client = ApiClient.forTestServer(home.channel, fromAddress());
    const mobile = someMobile();
    expect((await client.post('/api/v1/portal/auth/sendCode', { mobile })).body.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const code = await latestLocalSmsCode(client, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await client.post('/api/v1/portal/auth/login', { mobile, code: wrong })).toMatchObject({ status: 400, body: { msg: '验证码错误，请重新输入' } });
    expect((await client.post('/api/v1/portal/auth/login', { mobile, code })).status).toBe(200);
    const reused = await ApiClient.forTestServer(home.channel, fromAddress()).post('/api/v1/portal/auth/login', { mobile, code });
    expect(reused).toMatchObject({ status: 400, body: { msg: '验证码已失效，请重新获取' } });

    const late = someMobile();
    await client.post('/api/v1/portal/auth/sendCode', { mobile: late });
    await system.query(`UPDATE portal_sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1`, [late]);
    const expired = await client.post('/api/v1/portal/auth/login', { mobile: late, code: await latestLocalSmsCode(client, late) });
    expect(expired).toMatchObject({ status: 400, body: { msg: '验证码已失效，请重新获取' } });

    const guessed = someMobile();
    await client.post('/api/v1/portal/auth/sendCode', { mobile: guessed });
    const right = await latestLocalSmsCode(client, guessed);
    const guess = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < SMS_CODE_POLICY.wrongGuessesPerAddress; attempt += 1) {
      expect((await client.post('/api/v1/portal/auth/login', { mobile: guessed, code: guess })).status).toBe(400);
    }
    expect(await client.post('/api/v1/portal/auth/login', { mobile: guessed, code: right })).toMatchObject({
      status: 400,
      body: { msg: '验证码错误次数过多，请重新获取', data: { reason: 'CODE_GUESSES_USED' } },
    });
  });

  it('never lets guesses from other addresses burn the owner\'s code, and bounds them together', async () => {
    const owner = ApiClient.forTestServer(home.channel, fromAddress());
    const mobile = someMobile();
    await owner.post('/api/v1/portal/auth/sendCode', { mobile });
    const code = await latestLocalSmsCode(owner, mobile);
    const guess = code === '000000' ? '111111' : '000000';
    const answersAt = async (client: ApiClient): Promise<string[]> => {
      const reasons = [];
      for (let attempt = 0; attempt < SMS_CODE_POLICY.wrongGuessesPerAddress; attempt += 1) {
        reasons.push((await client.post<{ reason: string }>('/api/v1/portal/auth/login', { mobile, code: guess })).body.data!.reason);
      }
      return reasons;
    };
    const guessers = Array.from({ length: 3 }, () => ApiClient.forTestServer(home.channel, fromAddress()));
    const reasons = [];
    for (const guesser of guessers) reasons.push(...(await answersAt(guesser)));
    // Two addresses spend the guesses shared by every address but the owner's; the third is not checked.
    expect(reasons.filter((reason) => reason === 'CODE_WRONG')).toHaveLength(SMS_CODE_POLICY.wrongGuessesFromElsewhere);
    expect(reasons.slice(SMS_CODE_POLICY.wrongGuessesFromElsewhere).every((reason) => reason === 'CODE_GUESSES_USED')).toBe(true);
    expect((await owner.post('/api/v1/portal/auth/login', { mobile, code })).status).toBe(200);
  });

  it('keeps the owner\'s code when someone elsewhere asks for a new one meanwhile', async () => {
    const owner = ApiClient.forTestServer(home.channel, fromAddress());
    const mobile = someMobile();
    await owner.post('/api/v1/portal/auth/sendCode', { mobile });
    const code = await latestLocalSmsCode(owner, mobile);
    expect((await ApiClient.forTestServer(home.channel, fromAddress()).post('/api/v1/portal/auth/sendCode', { mobile })).status).toBe(200);
    expect((await owner.post('/api/v1/portal/auth/login', { mobile, code })).status).toBe(200);
  });

  it('stores codes only as hashes', async () => {
    const client = ApiClient.forTestServer(home.channel, fromAddress());
    const mobile = someMobile();
    await client.post('/api/v1/portal/auth/sendCode', { mobile });
    const code = await latestLocalSmsCode(client, mobile);
    const [row] = (await system.query('SELECT code_hash FROM portal_sms_codes WHERE mobile = $1', [mobile])) as [{ code_hash: string }];
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  /** Codes to `mobile` asked from `address` earlier in the day (before the last hour), none of them used. */
  const sentEarlier = (mobile: string, address: string, count: number): Promise<unknown> =>
    system.query(
      `INSERT INTO portal_sms_codes (code_id, tenant_id, mobile, address, code_hash, created_at, expires_at)
       SELECT gen_random_uuid(), $1, $2, $3, 'x', now() - interval '61 minutes' - interval '30 minutes' * n, now() - interval '61 minutes' - interval '30 minutes' * n
       FROM generate_series(1, $4) AS n`,
      [home.tenantId, mobile, address, count],
    );

  it('limits codes per number and client address, so requests elsewhere never spend the owner\'s', async () => {
    const address = fromAddress();
    const client = ApiClient.forTestServer(home.channel, address);
    const mobile = someMobile();
    expect((await client.post('/api/v1/portal/auth/sendCode', { mobile })).status).toBe(200);
    const tooSoon = await client.post<unknown>('/api/v1/portal/auth/sendCode', { mobile });
    expect(tooSoon).toMatchObject({ status: 429, body: { code: 429, data: { reason: 'resend-too-soon' } } });
    expect(tooSoon.body.msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    // Another address asks for the same number at once: its own minute, its own day.
    expect((await ApiClient.forTestServer(home.channel, fromAddress()).post('/api/v1/portal/auth/sendCode', { mobile })).status).toBe(200);

    // This address's day spent on the number: refused here until the oldest leaves the day, not elsewhere.
    await sentEarlier(mobile, address['x-forwarded-for']!, SMS_CODE_POLICY.perNumberAndAddressPerDay);
    await system.query(`UPDATE portal_sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1 AND created_at > now() - interval '2 minutes'`, [mobile]);
    const spent = await rawRequest('POST', '/api/v1/portal/auth/sendCode', {
      headers: { 'content-type': 'application/json', channel: home.channel, ...address },
      body: JSON.stringify({ mobile }),
    });
    expect(spent).toMatchObject({ status: 429, body: { msg: '该手机号今日获取验证码次数已达上限，请明天再试', data: { reason: 'number-daily-limit' } } });
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ApiClient.forTestServer(home.channel, fromAddress()).post('/api/v1/portal/auth/sendCode', { mobile })).status).toBe(200);

    for (let sent = 1; sent < SMS_CODE_POLICY.perAddressPerHour; sent += 1) {
      expect((await client.post('/api/v1/portal/auth/sendCode', { mobile: someMobile() })).status).toBe(200);
    }
    expect(await client.post('/api/v1/portal/auth/sendCode', { mobile: someMobile() })).toMatchObject({
      status: 429,
      body: { msg: '当前网络获取验证码过于频繁，请稍后再试' },
    });
    expect((await ApiClient.forTestServer(home.channel, fromAddress()).post('/api/v1/portal/auth/sendCode', { mobile: someMobile() })).status).toBe(200);
  });

  it('caps a number\'s unanswered codes for new addresses, while the owner\'s known address still gets one', async () => {
    const known = fromAddress();
    const { mobile } = await signInPortalUser(home.channel, someMobile(), known);
    const elsewhere = Array.from({ length: SMS_CODE_POLICY.unansweredPerNumberPerDay / 5 }, () => fromAddress()['x-forwarded-for']!);
    for (const address of elsewhere) await sentEarlier(mobile, address, 5);
    const stranger = await ApiClient.forTestServer(home.channel, fromAddress()).post('/api/v1/portal/auth/sendCode', { mobile });
    expect(stranger).toMatchObject({ status: 429, body: { msg: '该手机号今日未使用的验证码过多，请在常用网络下获取，或明天再试', data: { reason: 'number-unanswered-limit' } } });
    await system.query(`UPDATE portal_sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile = $1 AND consumed_at IS NOT NULL`, [mobile]);
    const owner = ApiClient.forTestServer(home.channel, known);
    expect((await owner.post('/api/v1/portal/auth/sendCode', { mobile })).status).toBe(200);
    expect((await owner.post('/api/v1/portal/auth/login', { mobile, code: await latestLocalSmsCode(owner, mobile) })).status).toBe(200);
  });

  it('keeps portal and staff sessions apart, and each association to its own', async () => {
    const portal = await signInPortalUser(home.channel, someMobile(), fromAddress());
    const staff = await ApiClient.forTestServer(home.channel).login('admin');
    // A portal cookie opens no staff endpoint, whatever it is named as.
    const portalCookie = portal.client.headers().cookie!;
    const onStaff = await rawRequest('GET', '/api/v1/user/getLoginUser', { headers: { channel: home.channel, cookie: portalCookie } });
    expect(onStaff).toMatchObject({ status: 403, body: { code: 401 } });
    const renamed = portalCookie.replace('bk_portal_session=', 'bk_session=');
    expect((await rawRequest('GET', '/api/v1/user/getLoginUser', { headers: { channel: home.channel, cookie: renamed } })).body?.code).toBe(401);
    // A staff cookie opens no portal-user endpoint.
    expect(await staff.get('/api/v1/auth/getPortalUserInfo')).toMatchObject({ status: 403, body: { code: 401 } });
    const staffAsPortal = staff.headers().cookie!.replace('bk_session=', 'bk_portal_session=');
    expect((await rawRequest('GET', '/api/v1/auth/getPortalUserInfo', { headers: { channel: home.channel, cookie: staffAsPortal } })).body?.code).toBe(401);
    // Another association's portal is another world.
    expect((await rawRequest('GET', '/api/v1/auth/getPortalUserInfo', { headers: { channel: other.channel, cookie: portalCookie } })).body?.code).toBe(401);
  });
});

describe('the inbox', () => {
  it('lists the user’s own messages, posts once per dedupe key, and marks them read', async () => {
    const { client, user } = await signInPortalUser(home.channel, someMobile(), fromAddress());
    const stranger = await signInPortalUser(home.channel, someMobile(), fromAddress());
    const inbox = new PortalInbox(app);
    const submitted = await inbox.post(home.tenantId, user.userId, { title: '咨询已提交', body: '您的困境咨询已提交。' }, 'consultation-1:submitted');
    // A retry (an activity run twice, an event redelivered) tells the user once.
    expect(await inbox.post(home.tenantId, user.userId, { title: '咨询已提交', body: '您的困境咨询已提交。' }, 'consultation-1:submitted')).toBe(submitted);
    await inbox.post(home.tenantId, user.userId, { title: '咨询已分配', body: '您的困境咨询已分配。', link: '/consultationList' }, 'consultation-1:allocated');
    const page = await client.post<PortalMessagePage>('/api/v1/portal/message/page', { pageNum: 1, pageSize: 10 });
    expect(page.body.data).toMatchObject({ total: 2, unread: 2 });
    expect((await stranger.client.post<PortalMessagePage>('/api/v1/portal/message/page', {})).body.data?.total).toBe(0);
    const first = page.body.data!.list[0]!.messageId;
    expect((await stranger.client.post<number>('/api/v1/portal/message/read', { messageIds: [first] })).body.data).toBe(0);
    expect((await client.post<number>('/api/v1/portal/message/read', { messageIds: [first] })).body.data).toBe(1);
    expect((await client.get<number>('/api/v1/portal/message/unreadCount')).body.data).toBe(1);
    expect((await client.post<number>('/api/v1/portal/message/read', { all: true })).body.data).toBe(0);
  });
});
