import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type {
  ApplicantApplication,
  CheckUserCertifyResponse,
  Page,
  PortalUserInfo,
  SubmitApplyResponse,
  UserCertifyResponse,
} from '@bk/contracts';
import { exampleCreditCode } from '@bk/domain';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { demoTenants } from '../../cli/demo-data';
import { ApiClient } from '../../testing/api-client';
import { signInPortalUser, someMobile } from '../../testing/portal-user-client';

/** Identity certification with the local provider, and a portal user's own applications, against the running test API. */
const config = loadPlatformConfig();
const [home, other] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];
let system: DataSource;

const runNet = Math.floor(Math.random() * 250);
let nextHost = 1;
const fromAddress = (): Record<string, string> => ({ 'x-forwarded-for': `198.18.${runNet}.${nextHost++}` });

/** A valid id no other test run certifies (one id certifies one account per association). */
const checkOf = (first17: string): string =>
  '10X98765432'.charAt([...first17].reduce((sum, digit, i) => sum + Number(digit) * (2 ** (17 - i) % 11), 0) % 11);
const someCitizenId = (birth = '19850612'): string => {
  const first17 = `440305${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return first17 + checkOf(first17);
};
const withWrongCheck = (id: string): string => id.slice(0, 17) + (id.endsWith('1') ? '2' : '1');

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
});
afterAll(async () => {
  await system.destroy();
});

describe('identity certification', () => {
  it('refuses an invalid citizen id with the reason: a birth date in the future, a wrong check character', async () => {
    const { client } = await signInPortalUser(home.channel, someMobile(), fromAddress());
    const future = await client.post('/api/v1/auth/alipayUserCertify', { name: '李明', citizenId: someCitizenId('20991231') });
    expect(future).toMatchObject({ status: 400, body: { msg: '身份证号码中的出生日期不能晚于今天' } });
    const badCheck = await client.post('/api/v1/auth/alipayUserCertify', { name: '李明', citizenId: withWrongCheck(someCitizenId()) });
    expect(badCheck).toMatchObject({ status: 400, body: { msg: '身份证号码校验位错误，请核对' } });
    expect((await client.get<CheckUserCertifyResponse>('/api/v1/auth/checkUserCertify')).body.data).toMatchObject({ certification: 'uncertified' });
  });

  it('certifies a valid name and id, keeps the record, and then refuses to change the name or id', async () => {
    const { client, user } = await signInPortalUser(home.channel, someMobile(), fromAddress());
    const citizenId = someCitizenId();
    // Before certification the profile is the user's to edit.
    expect((await client.post('/api/v1/auth/saveUserInfo', { name: '王芳', email: 'wangfang@example.com' })).status).toBe(200);

    const certified = await client.post<UserCertifyResponse>('/api/v1/auth/alipayUserCertify', { name: '李明', citizenId: citizenId.toLowerCase() });
    expect(certified.body.data).toMatchObject({ outcome: 'passed', certifyUrl: null });
    const { certifyId } = certified.body.data;
    expect((await client.post<UserCertifyResponse>('/api/v1/auth/alipayUserCertifyQuery', { certifyId })).body.data).toMatchObject({ outcome: 'passed' });
    expect((await client.get<CheckUserCertifyResponse>('/api/v1/auth/checkUserCertify')).body.data).toMatchObject({
      certification: 'certified',
      name: '李明',
      citizenIdMasked: `4403${'*'.repeat(10)}${citizenId.slice(-4)}`,
    });
    expect((await client.get<PortalUserInfo>('/api/v1/auth/getPortalUserInfo')).body.data).toMatchObject({ certification: 'certified', email: 'wangfang@example.com' });

    const rename = await client.post('/api/v1/auth/saveUserInfo', { name: '李小明' });
    expect(rename).toMatchObject({ status: 409, body: { msg: '已完成实名认证，姓名和身份证号码不可修改', data: { reason: 'CERTIFIED_IDENTITY_LOCKED' } } });
    expect((await client.post('/api/v1/auth/saveUserInfo', { citizenId: someCitizenId() })).status).toBe(409);
    expect((await client.post('/api/v1/auth/saveUserInfo', { email: 'li.ming@example.com' })).status).toBe(200);
    expect((await client.post('/api/v1/auth/alipayUserCertify', { name: '李明', citizenId })).body).toMatchObject({ msg: '您已完成实名认证，无需重复认证' });

    const records: { outcome: string; provider: string; citizen_id: string }[] = await system.query(
      'SELECT outcome, provider, citizen_id FROM portal_certifications WHERE user_id = $1 ORDER BY record_id',
      [user.userId],
    );
    expect(records).toEqual([
      { outcome: 'pending', provider: 'local', citizen_id: citizenId },
      { outcome: 'passed', provider: 'local', citizen_id: citizenId },
    ]);
  });

  it('keeps the certification record append-only for the application', async () => {
    const app = await createDataSource(config, 'app', 1).initialize();
    try {
      await expect(app.query('DELETE FROM portal_certifications')).rejects.toThrow(/permission denied/);
      await expect(app.query(`UPDATE portal_certifications SET outcome = 'passed'`)).rejects.toThrow(/permission denied/);
    } finally {
      await app.destroy();
    }
  });

  it('certifies one account per citizen id in an association', async () => {
    const citizenId = someCitizenId();
    const first = await signInPortalUser(home.channel, someMobile(), fromAddress());
    const second = await signInPortalUser(home.channel, someMobile(), fromAddress());
    expect((await first.client.post<UserCertifyResponse>('/api/v1/auth/alipayUserCertify', { name: '赵磊', citizenId })).body.data.outcome).toBe('passed');
    expect(await second.client.post('/api/v1/auth/alipayUserCertify', { name: '赵磊', citizenId })).toMatchObject({
      status: 409,
      body: { msg: '该身份证号码已认证其他账号' },
    });
  });
});

describe('my applications (POST /api/v1/applicant/page)', () => {
  it('lists only the applications filed with the signed-in number, in the user’s own association', async () => {
    const mobile = someMobile();
    const mine = await signInPortalUser(home.channel, mobile, fromAddress());
    const file = (channel: string, contactPhone: string) =>
      ApiClient.forTestServer(channel).post<SubmitApplyResponse>('/api/v1/applicant/submitApply', {
        enterpriseName: `测试企业${randomUUID().slice(0, 6)}有限公司`,
        creditCode: exampleCreditCode(randomUUID()),
        contactName: '张三',
        contactPhone,
        description: '受市场影响，资金链紧张，申请庭外重组。',
      });
    const own = (await file(home.channel, mobile)).body.data;
    const someoneElses = (await file(home.channel, someMobile())).body.data;
    // The same number at another association is another person's account there.
    const elsewhere = (await file(other.channel, mobile)).body.data;

    const listed = await eventually(async () => {
      const page = await mine.client.post<Page<ApplicantApplication>>('/api/v1/applicant/page', { pageNum: 1, pageSize: 10 });
      expect(page.body.data.total).toBe(1);
      return page.body.data.list;
    });
    expect(listed).toEqual([expect.objectContaining({ caseId: own.caseId, caseNumber: own.caseNumber, kind: 'court-reform', stateCode: 0 })]);
    expect(listed.map((row) => row.caseId)).not.toContain(someoneElses.caseId);

    const there = await signInPortalUser(other.channel, mobile, fromAddress());
    const otherPage = await eventually(async () => {
      const page = await there.client.post<Page<ApplicantApplication>>('/api/v1/applicant/page', {});
      expect(page.body.data.total).toBe(1);
      return page.body.data.list;
    });
    expect(otherPage.map((row) => row.caseId)).toEqual([elsewhere.caseId]);
  });

  it('does not let a portal user of one association see another association’s user', async () => {
    const { client } = await signInPortalUser(home.channel, someMobile(), fromAddress());
    // The user's session names its association; asking as another association is not signed in.
    const asOther = new ApiClient(client.baseUrl, other.channel, { cookie: client.headers().cookie! });
    expect((await asOther.get('/api/v1/auth/getPortalUserInfo')).body).toMatchObject({ code: 401 });
    const foreignUsers: { count: number }[] = await system.query('SELECT count(*)::int AS count FROM portal_users WHERE tenant_id = $1 AND mobile = $2', [
      other.tenantId,
      (await client.get<PortalUserInfo>('/api/v1/auth/getPortalUserInfo')).body.data.mobile,
    ]);
    expect(foreignUsers[0]!.count).toBe(0);
  });
});
