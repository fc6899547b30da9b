import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { exampleCreditCode } from '@bk/domain';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { rawRequest, testServerUrl } from '../testing/raw-request';

/**
 * The HTTP edge against the running test API: text that cannot be stored, numbers past their
 * columns, malformed URLs, cross-site writes, response headers, idle sessions and repeated
 * creating calls. Each answer is a 4xx in the spec's envelope, never a 500 or a hang.
 */
const config = loadPlatformConfig();
const [home, csj] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];
const json = { 'content-type': 'application/json', channel: home.channel };
let system: DataSource;

const application = (overrides: Record<string, string> = {}) => ({
  enterpriseName: `边界测试${randomUUID().slice(0, 6)}有限公司`,
  creditCode: exampleCreditCode(randomUUID()),
  contactName: '赵六',
  contactPhone: '13912345678',
  description: '资金周转困难，申请庭外重组。',
  ...overrides,
});

/** Events and read-model rows of applications with this credit code (unique per test). */
const filedWith = async (creditCode: string): Promise<number> => {
  const rows: { n: number }[] = await system.query('SELECT count(*)::int AS n FROM case_read WHERE credit_code = $1', [creditCode]);
  const events: { n: number }[] = await system.query(`SELECT count(*)::int AS n FROM events WHERE data->'applicant'->>'creditCode' = $1`, [
    creditCode,
  ]);
  return rows[0]!.n + events[0]!.n;
};

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
});

afterAll(async () => {
  await system.destroy();
});

describe('text PostgreSQL cannot store', () => {
  // Before: such text passed validation, the append activity retried forever and the request never answered.
  it.each([
    ['a NUL character', 'enterpriseName', '企业\u0000名称有限公司'],
    ['an unpaired surrogate', 'description', '情况说明\ud800'],
    ['a lone low surrogate', 'contactName', '\udc00张三'],
  ])('refuses %s in any field at once, naming the field, and files nothing', async (_what, field, text) => {
    const form = application({ [field]: text });
    const answer = await rawRequest('POST', '/api/v1/applicant/submitApply', { headers: json, body: JSON.stringify(form) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: expect.stringContaining(`${field} 含有无法识别的字符`), data: { field: `body.${field}` } });
    expect(await filedWith(form.creditCode)).toBe(0);
  });

  it('refuses a NUL in a query string or a keyword', async () => {
    const progress = await rawRequest('GET', `/api/v1/applicant/progress?caseNumber=TWCZ%00&contactPhone=13912345678&_channel=${home.channel}`);
    expect(progress.status).toBe(400);
    const staff = await ApiClient.forTestServer(home.channel).login('admin');
    const search = await staff.post('/api/v1/manager/getCasePage', { pageNum: 1, pageSize: 10, keyword: 'abc\u0000' });
    expect(search.status).toBe(400);
  });
});

describe('numbers and URLs outside what the server handles', () => {
  it('answers 400 in the envelope for a version or page past the column range', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const version = await admin.post('/api/v1/cms/associatio/deadlines', { signWithinHours: 72, acceptWithinHours: 72, version: 2 ** 31 });
    expect(version.status).toBe(400);
    expect(version.body.msg).toBe('版本号超出范围，请刷新后重试');
    const page = await admin.post('/api/v1/manager/getCasePage', { pageNum: 1_000_000_000, pageSize: 10 });
    expect(page).toEqual({ status: 400, body: { code: 400, msg: '页码超出范围', data: expect.anything() } });
    const eventNumber = await admin.get('/api/v1/audit/stateAt', { caseId: randomUUID(), version: String(2 ** 31) });
    expect(eventNumber.status).toBe(400);
  });

  it('answers a directory under /static/ and a malformed URL with a 4xx in the envelope', async () => {
    for (const path of ['/static/portal/', '/static/console/assets/', '/static/portal/assets/../']) {
      const answer = await rawRequest('GET', path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toEqual({ code: answer.status, msg: expect.any(String), data: null });
    }
    const badUrl = await rawRequest('GET', '/api/v1/%E0%A4%A');
    expect(badUrl).toMatchObject({ status: 400, body: { code: 400, msg: '请求地址无效', data: null } });
    const badJson = await rawRequest('POST', '/api/v1/applicant/submitApply', { headers: json, body: '{"enterpriseName":' });
    expect(badJson).toMatchObject({ status: 400, body: { code: 400, msg: '请求内容格式无效' } });
  });
});

describe('cross-site writes', () => {
  const login = JSON.stringify({ loginId: 'admin', password: 'Demo@2026' });

  it('refuses a form body on a state-changing call, signed in or not', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const form = await rawRequest('POST', '/api/v1/cms/content/saveOrUpdateCmsContent', {
      headers: { ...admin.headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=forged&announcementType=1&body=x',
    });
    expect(form).toMatchObject({ status: 415, body: { code: 415, msg: '请求格式不受支持，请以 JSON 提交' } });
    const text = await rawRequest('POST', '/api/v1/login', { headers: { channel: home.channel, 'content-type': 'text/plain' }, body: login });
    expect(text.status).toBe(415);
    // An upload route takes multipart, but only a readable one.
    const unbounded = await rawRequest('POST', '/api/v1/lawfirm/batchAdd', { headers: { ...admin.headers(), 'content-type': 'multipart/form-data' } });
    expect(unbounded).toMatchObject({ status: 400, body: { code: 400, msg: '上传格式不正确：缺少 multipart 分隔符（boundary）' } });
  });

  it('refuses a JSON write whose Origin or Sec-Fetch-Site is another site, same-site included', async () => {
    const evilOrigin = await rawRequest('POST', '/api/v1/login', { headers: { ...json, origin: 'http://evil.example' }, body: login });
    expect(evilOrigin).toMatchObject({ status: 403, body: { code: 403, msg: '拒绝来自其他站点的请求' } });
    const sibling = await rawRequest('POST', '/api/v1/login', { headers: { ...json, origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' }, body: login });
    expect(sibling.status).toBe(403);
    const own = await rawRequest('POST', '/api/v1/login', {
      headers: { ...json, origin: new URL(testServerUrl('/')).origin, 'sec-fetch-site': 'same-origin' },
      body: login,
    });
    expect(own.status).toBe(200);
    // Reading is not a write: a cross-site GET is left to the browser's same-origin rules.
    const read = await rawRequest('GET', `/api/noauth/v1/tenant?_channel=${home.channel}`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.status).toBe(200);
  });
});

describe('the built front ends', () => {
  it.each([['portal', `/portal/${home.channel}`], ['console', `/index/${home.channel}`]])(
    'serves the %s without source maps: no sourceMappingURL in its scripts, and no .map file',
    async (_app, page) => {
      const shell = await rawRequest('GET', page);
      const scripts = [...shell.text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const code = await rawRequest('GET', script);
        expect(code.status).toBe(200);
        expect(code.text).not.toContain('sourceMappingURL');
        const map = await rawRequest('GET', `${script}.map`);
        expect(map).toMatchObject({ status: 404, body: { code: 404 } });
      }
    },
  );
});

describe('response headers and sessions', () => {
  it('sends a policy the built apps satisfy, and never lets a cache keep an API answer', async () => {
    const page = await rawRequest('GET', `/portal/${home.channel}`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // The shell loads only its own scripts: no inline script for the policy to refuse (the
    // association's bootstrap is a JSON data block, which is never run).
    expect(page.text).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
    const api = await rawRequest('GET', `/api/noauth/v1/tenant?_channel=${home.channel}`);
    expect(api.headers.get('cache-control')).toBe('no-store');
  });

  it('adds HSTS and a Secure cookie when the request came over HTTPS through the proxy', async () => {
    const answer = await rawRequest('POST', '/api/v1/login', {
      headers: { ...json, 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ loginId: 'auditor', password: 'Demo@2026' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    expect(answer.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('ends a session left idle, before its absolute expiry', async () => {
    const auditor = await ApiClient.forTestServer(home.channel).login('auditor');
    expect((await auditor.get('/api/v1/user/getLoginUser')).status).toBe(200);
    const token = /bk_session=([^;]+)/.exec(auditor.headers().cookie ?? '')?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    await system.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(await auditor.get('/api/v1/user/getLoginUser')).toMatchObject({ status: 403, body: { code: 401 } });
  });
});

describe('repeated creating calls', () => {
  it('files one case for five parallel submissions with the same Idempotency-Key, and tells a reused key apart', async () => {
    const form = application();
    const headers = { ...json, 'idempotency-key': `apply-${randomUUID()}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => rawRequest('POST', '/api/v1/applicant/submitApply', { headers, body: JSON.stringify(form) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body?.data))).size).toBe(1);
    const later = await rawRequest('POST', '/api/v1/applicant/submitApply', { headers, body: JSON.stringify(form) });
    expect(later.body?.data).toEqual(answers[0]!.body?.data);
    const events: { n: number }[] = await system.query(
      `SELECT count(*)::int AS n FROM events WHERE data->'applicant'->>'enterpriseName' = $1`,
      [form.enterpriseName],
    );
    expect(events[0]!.n).toBe(1);
    const reused = await rawRequest('POST', '/api/v1/applicant/submitApply', { headers, body: JSON.stringify({ ...form, description: '另一份说明' }) });
    expect(reused).toMatchObject({ status: 422, body: { code: 422 } });
  });

  it('files one restructuring task for a repeated console application with the same key', async () => {
    const applicant = await ApiClient.forTestServer(csj.channel).login('applicant');
    const headers = { ...applicant.headers(), 'content-type': 'application/json', 'idempotency-key': `task-${randomUUID()}` };
    const body = JSON.stringify(application());
    const first = await rawRequest('POST', '/api/v1/reform/createOcrFlowInstance', { headers, body });
    const again = await rawRequest('POST', '/api/v1/reform/createOcrFlowInstance', { headers, body });
    expect(first.status).toBe(200);
    expect(again.body?.data).toEqual(first.body?.data);
  });

  it('derives a new item\'s id from its association too: the same request id in two associations makes two items', async () => {
    const requestId = randomUUID();
    const item = { kind: 'courtReformAnnouncement', announcementType: 1, title: '同一请求编号的公告', body: '正文', requestId };
    const here = await (await ApiClient.forTestServer(home.channel).login('admin')).post<{ contentId: string }>(
      '/api/v1/cms/content/saveOrUpdateCmsContent',
      item,
    );
    const there = await (await ApiClient.forTestServer(csj.channel).login('admin')).post<{ contentId: string }>(
      '/api/v1/cms/content/saveOrUpdateCmsContent',
      item,
    );
    expect([here.status, there.status]).toEqual([200, 200]);
    expect(here.body.data.contentId).not.toBe(there.body.data.contentId);
  });

  it('refuses names with the characters the illegal-string check forbids', async () => {
    const answer = await rawRequest('POST', '/api/v1/applicant/submitApply', {
      headers: json,
      body: JSON.stringify(application({ enterpriseName: '<b>某某</b>有限公司' })),
    });
    expect(answer).toMatchObject({ status: 400, body: { msg: expect.stringMatching(/^企业名称不能包含空格或下列特殊字符/) } });
  });
});
