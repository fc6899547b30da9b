import { randomInt, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ContentDetail } from '@bk/contracts';
import { exampleCreditCode } from '@bk/domain';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { signInPortalUser } from '../testing/portal-user-client';
import { rawRequest, testServerUrl, type RawResponse } from '../testing/raw-request';
import { JSON_MAX_DEPTH } from './json-body';
import { PUBLIC_WRITE_LIMITS } from './public-write-limits';

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

/**
 * A client address no other test uses (X-Forwarded-For, honoured from the loopback proxy): the
 * limits count per address, and the test tier's own loopback address is not limited.
 */
let nextHost = 0;
const runNet = randomInt(0, 256);
const freshAddress = (): Record<string, string> => ({ 'x-forwarded-for': `198.19.${runNet}.${(nextHost++ % 254) + 1}` });

const statusesOf = (answers: readonly { status: number }[]): Record<number, number> =>
  answers.reduce<Record<number, number>>((tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }), {});

const expectTooMany = (answer: RawResponse): void => {
  expect(answer).toMatchObject({ status: 429, body: { code: 429, msg: expect.stringContaining('操作过于频繁'), data: { retryAfterSeconds: expect.any(Number) } } });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('limits on public writes and guessable reads', () => {
  const burstOf = { submitApply: PUBLIC_WRITE_LIMITS.submitApply.perAddress[0].max };

  // Before: 120 applications from one client in a few seconds were all filed.
  it('refuses a burst of applications from one address with 429 and Retry-After, files only the allowed ones, and leaves other addresses alone', async () => {
    const address = freshAddress();
    const forms = Array.from({ length: burstOf.submitApply + 5 }, () => application());
    const answers = await Promise.all(
      forms.map((form) => rawRequest('POST', '/api/v1/applicant/submitApply', { headers: { ...json, ...address }, body: JSON.stringify(form) })),
    );
    expect(statusesOf(answers)).toEqual({ 200: burstOf.submitApply, 429: 5 });
    for (const refused of answers.filter((answer) => answer.status === 429)) expectTooMany(refused);
    const filed = await Promise.all(forms.map((form) => filedWith(form.creditCode)));
    expect(filed.filter((n) => n > 0)).toHaveLength(burstOf.submitApply);
    // Someone else, elsewhere, files at once.
    const elsewhere = await rawRequest('POST', '/api/v1/applicant/submitApply', { headers: { ...json, ...freshAddress() }, body: JSON.stringify(application()) });
    expect(elsewhere.status).toBe(200);
  });

  it('never refuses a person filing normally: a refused form, the corrected one, a double click, then checking its progress', async () => {
    const address = freshAddress();
    const form = application();
    const headers = { ...json, ...address, 'idempotency-key': `apply-${randomUUID()}` };
    const answers: RawResponse[] = [];
    const submit = async (body: unknown) => answers.push(await rawRequest('POST', '/api/v1/applicant/submitApply', { headers, body: JSON.stringify(body) }));
    await submit({ ...form, contactPhone: '1391234567' });
    await submit(form);
    await submit(form);
    await submit(form);
    const { caseNumber } = answers[1]!.body!.data as { caseNumber: string };
    for (let look = 0; look < 3; look++) {
      answers.push(await rawRequest('GET', `/api/v1/applicant/progress?caseNumber=${caseNumber}&contactPhone=${form.contactPhone}`, { headers: { channel: home.channel, ...address } }));
    }
    expect(answers.map((answer) => answer.status)).not.toContain(429);
    expect(answers.slice(1, 4).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it('refuses guessing progress and crawling search from one address', async () => {
    const address = freshAddress();
    const { max: progressMax } = PUBLIC_WRITE_LIMITS.progressQuery.perAddress[0];
    const guesses = await Promise.all(
      Array.from({ length: progressMax + 2 }, (_, index) =>
        rawRequest('GET', `/api/v1/applicant/progress?caseNumber=TWCZ2026${String(index).padStart(4, '0')}&contactPhone=13912345678`, {
          headers: { channel: home.channel, ...address },
        }),
      ),
    );
    expect(statusesOf(guesses)).toEqual({ 404: progressMax, 429: 2 });
    const { max: searchMax } = PUBLIC_WRITE_LIMITS.search.perAddress[0];
    const searchFrom = freshAddress();
    const searches = await Promise.all(
      Array.from({ length: searchMax + 3 }, (_, index) =>
        rawRequest('POST', '/api/noauth/v1/home/search', { headers: { ...json, ...searchFrom }, body: JSON.stringify({ keyword: `会议${index}` }) }),
      ),
    );
    expect(statusesOf(searches)).toEqual({ 200: searchMax, 429: 3 });
    expectTooMany(searches.find((answer) => answer.status === 429)!);
  });

  it('counts consultations and identity checks per portal user, from whatever address they come', async () => {
    const { client } = await signInPortalUser(home.channel);
    const { max: consultationMax } = PUBLIC_WRITE_LIMITS.consultation.perPortalUser[0];
    const consultations: RawResponse[] = [];
    // Each from another address: the per-address count never trips, the user's does. Refused
    // forms count too (the limit runs before validation).
    for (let attempt = 0; attempt < consultationMax + 2; attempt++) {
      consultations.push(
        await rawRequest('POST', '/api/v1/distressManage/createFlowInstance', {
          headers: { ...client.headers(), ...freshAddress(), 'content-type': 'application/json' },
          body: JSON.stringify({ applicantType: 0 }),
        }),
      );
    }
    expect(consultations.map((answer) => answer.status)).toEqual([...Array<number>(consultationMax).fill(400), 429, 429]);
    expectTooMany(consultations.at(-1)!);

    const { max: certifyMax } = PUBLIC_WRITE_LIMITS.certification.perPortalUser[0];
    const checks: RawResponse[] = [];
    for (let attempt = 0; attempt < certifyMax + 1; attempt++) {
      checks.push(
        await rawRequest('POST', '/api/v1/auth/alipayUserCertify', {
          headers: { ...client.headers(), ...freshAddress(), 'content-type': 'application/json' },
          body: JSON.stringify({ name: '李明', citizenId: '1' }),
        }),
      );
    }
    expect(checks.map((answer) => answer.status)).toEqual([...Array<number>(certifyMax).fill(400), 429]);
  });
});

describe('input no route can walk', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  // Before: 500 (Maximum call stack size exceeded in the text check), on public routes too.
  it('refuses JSON nested past the limit with 400 in the envelope, on public and staff routes, and takes nesting within it', async () => {
    const publicCall = await rawRequest('POST', '/api/v1/applicant/submitApply', { headers: json, body: `{"enterpriseName":${deep(20_000)}}` });
    expect(publicCall).toMatchObject({ status: 400, body: { code: 400, msg: `请求内容嵌套过深（最多 ${JSON_MAX_DEPTH} 层）`, data: null } });
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const staffCall = await rawRequest('POST', '/api/v1/manager/getCasePage', {
      headers: { ...admin.headers(), 'content-type': 'application/json' },
      body: `{"pageNum":1,"keyword":${deep(JSON_MAX_DEPTH + 1)}}`,
    });
    expect(staffCall.status).toBe(400);
    // At the limit the body is parsed and the route's own validation speaks.
    const within = await rawRequest('POST', '/api/v1/manager/getCasePage', {
      headers: { ...admin.headers(), 'content-type': 'application/json' },
      body: `{"pageNum":1,"keyword":${deep(JSON_MAX_DEPTH - 1)}}`,
    });
    expect(within).toMatchObject({ status: 400, body: { code: 400 } });
    expect(within.body?.msg).not.toContain('嵌套过深');
  });

  // Before: the bytes were decoded to U+FFFD and stored.
  it('refuses a body that is not UTF-8, and files nothing', async () => {
    const form = application();
    const text = JSON.stringify(form);
    const bytes = Buffer.concat([Buffer.from(text.slice(0, -2)), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(text.slice(-2))]);
    const response = await fetch(testServerUrl('/api/v1/applicant/submitApply'), { method: 'POST', headers: json, body: bytes });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: '请求内容不是有效的 UTF-8 文本', data: null });
    expect(await filedWith(form.creditCode)).toBe(0);
  });

  // Before: 500 (path parameters skipped the text check).
  it('refuses a NUL in a path parameter like one in a body or query, naming the parameter', async () => {
    const answer = await rawRequest('GET', '/api/noauth/v1/feeds/bjypt%00/news.atom');
    expect(answer).toMatchObject({ status: 400, body: { code: 400, msg: expect.stringContaining('associationId 含有无法识别的字符'), data: { field: 'params.associationId' } } });
  });

  // Before: /feeds/:associationId/:file, so the fuzz stage never varied them.
  it('documents path parameters the OpenAPI way, each with its parameter', async () => {
    const document = (await rawRequest('GET', '/api/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, { parameters: { name: string; in: string; required: boolean }[] }>>;
    };
    expect(Object.keys(document.paths).filter((path) => path.includes(':'))).toEqual([]);
    const feed = document.paths['/api/noauth/v1/feeds/{associationId}/{file}']?.get;
    expect(feed?.parameters.filter((parameter) => parameter.in === 'path')).toEqual([
      expect.objectContaining({ name: 'associationId', required: true }),
      expect.objectContaining({ name: 'file', required: true }),
    ]);
  });
});

describe('smaller hardening', () => {
  it('denies powerful browser features to every page and answer', async () => {
    for (const path of [`/portal/${home.channel}`, `/api/noauth/v1/tenant?_channel=${home.channel}`]) {
      const policy = (await rawRequest('GET', path)).headers.get('permissions-policy') ?? '';
      expect(policy).toContain('camera=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('microphone=()');
    }
  });

  // Before: the second caller got the first caller's answer (a matter it is no party to).
  it('scopes an Idempotency-Key to its caller: another staff member sending the same key and body gets an answer of their own', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const allocator = await ApiClient.forTestServer(home.channel).login('allocator');
    const handler = (await admin.post<{ id: string; mobile: string }[]>('/api/v1/im/member/searchMembersByCond', { keyword: '13800000002' })).body.data[0]!;
    const key = `matter-${randomUUID()}`;
    const create = (client: ApiClient) =>
      rawRequest('POST', '/api/v1/im/matters/create', {
        headers: { ...client.headers(), 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ memberId: handler.id }),
      });
    const first = await create(admin);
    const second = await create(allocator);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((second.body?.data as { id: string }).id).not.toBe((first.body?.data as { id: string }).id);
    expect((await allocator.get('/api/v1/im/matters/id', { id: (first.body?.data as { id: string }).id })).status).toBe(403);
  });

  // Before: [1] was taken for 1, and a title of zero-width spaces for a title.
  it('takes no array for a number and no invisible title', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const item = { kind: 'courtReformAnnouncement', title: '严格输入检查', body: '正文' };
    expect(await admin.post('/api/v1/cms/content/saveOrUpdateCmsContent', { ...item, announcementType: [1] })).toMatchObject({
      status: 400,
      body: { msg: '请选择公告类型' },
    });
    expect(await admin.post('/api/v1/cms/content/saveOrUpdateCmsContent', { ...item, announcementType: 1, title: '\u200b\u200b \u2060' })).toMatchObject({
      status: 400,
      body: { msg: '请填写标题' },
    });
    expect(await admin.post('/api/v1/manager/getCasePage', { pageNum: [2], pageSize: 10 })).toMatchObject({ status: 400, body: { msg: '页码无效' } });
    expect(await admin.post('/api/v1/manager/getCasePage', { pageNum: '2', pageSize: 10 })).toMatchObject({ status: 200 });
  });

  // Before: only target="_blank" exactly got a rel; _BLANK or a named window kept the opener.
  it('gives every link with a target rel="noopener noreferrer", whatever rel it came with', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const saved = await admin.post<{ contentId: string }>('/api/v1/cms/content/saveOrUpdateCmsContent', {
      kind: 'news',
      title: `外链${randomUUID().slice(0, 6)}`,
      body: '<p><a href="https://example.org/a" target="_BLANK">甲</a><a href="https://example.org/b" target="report" rel="opener">乙</a></p>',
    });
    expect(saved.status).toBe(200);
    const detail = await eventually(async () => {
      const response = await admin.get<ContentDetail>('/api/v1/cms/content/getCmsContentDetail', { contentId: saved.body.data.contentId });
      expect(response.status).toBe(200);
      return response.body.data;
    });
    expect(detail.body).toBe(
      '<p><a href="https://example.org/a" target="_BLANK" rel="noopener noreferrer">甲</a><a href="https://example.org/b" target="report" rel="noopener noreferrer">乙</a></p>',
    );
  });
});
