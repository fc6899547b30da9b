import { randomUUID } from 'node:crypto';
import { allPermissionKeys, PermissionKeys } from '@bk/domain';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { rawRequest } from '../testing/raw-request';

type Operation = { 'x-permission-keys': string[]; security?: unknown[]; tags: string[] };
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * Every staff endpoint, read from the live OpenAPI document (built from the routes Nest serves),
 * is called by a signed-in user holding none of its keys, and must refuse with 403. A new
 * endpoint joins this test by existing; one without a key must be named below on purpose.
 * Portal-user endpoints (security: portalSession) must refuse anyone without a portal session.
 */
const [home, csj] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];

/**
 * Staff endpoints any signed-in user may call: their own identity, their own applications,
 * uploads and downloads of their association's files, and the communicate area (spec §6 names
 * no key for it; each matter is narrowed to its two parties).
 */
const SIGNED_IN_ONLY = new Set([
  'get /api/v1/user/getLoginUser',
  'post /api/v1/user/changePassword',
  'post /api/storage/v1/generatePresignedInfo',
  'post /api/storage/v1/verifyFile',
  'get /api/v1/upload/url',
  'get /api/v1/func/file/getFileUrl',
  'post /api/v1/out/court/applicantPage',
  'get /api/v1/out/court/getOneConsultInfo',
  'get /api/v1/out/court/getProcessDetail',
  ...[
    'post matters/create',
    'post matters/finish',
    'post matters/getMattersImPage',
    'post matters/readAll',
    'get matters/id',
    'get matters/unread',
    'get matters/history',
    'post record/create',
    'post record/page',
    'post record/read',
    'get record/file',
    'get user/getUserInfoById',
    'post member/searchMembersByCond',
    'post member/searchMembersByPage',
    'post member/queryChildrenTreeByCond',
    'post member/queryRootTreeByCond',
    'get member/queryMembersById',
    'get stream',
  ].map((call) => call.replace(' ', ' /api/v1/im/')),
]);

let document: Document;

beforeAll(async () => {
  document = (await rawRequest('GET', '/api/openapi.json')).body as unknown as Document;
});

const staffOperations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security === undefined)
      .map(([method, operation]) => ({ method, path, keys: operation['x-permission-keys'] })),
  );

describe('permission keys, endpoint by endpoint', () => {
  it('lists every endpoint in an OpenAPI 3.1 document, and every staff endpoint either names its keys or is meant for any signed-in user', () => {
    expect((document as unknown as { openapi: string }).openapi).toMatch(/^3\.1\./);
    const keyless = staffOperations().filter((operation) => operation.keys.length === 0);
    expect(new Set(keyless.map(({ method, path }) => `${method} ${path}`))).toEqual(SIGNED_IN_ONLY);
    for (const { keys } of staffOperations()) for (const key of keys) expect(allPermissionKeys).toContain(key);
  });

  it('refuses each keyed staff endpoint to a signed-in user without its key', async () => {
    // The applicant holds one key only (csj:apply), so nearly every endpoint is closed to them;
    // for the one it opens, an auditor (who lacks it) is asked instead.
    const applicant = await ApiClient.forTestServer(csj.channel).login('applicant');
    const auditor = await ApiClient.forTestServer(csj.channel).login('auditor');
    const refusedTo = [];
    for (const { method, path, keys } of staffOperations().filter((operation) => operation.keys.length > 0)) {
      const caller = keys.includes(PermissionKeys.csjApply) ? auditor : applicant;
      const answer = await rawRequest(method.toUpperCase(), `${path}?caseId=${randomUUID()}&taskId=${randomUUID()}`, {
        headers: { ...caller.headers(), ...(method === 'get' ? {} : { 'content-type': 'application/json' }) },
        ...(method === 'get' ? {} : { body: '{}' }),
      });
      refusedTo.push({ endpoint: `${method} ${path}`, status: answer.status, code: answer.body?.code });
    }
    expect(refusedTo.filter((result) => result.status !== 403 || result.code !== 403)).toEqual([]);
    expect(refusedTo.length).toBeGreaterThan(40);
  });

  it('refuses every portal-user endpoint without a portal session, and to a signed-in staff member', async () => {
    const portalOperations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => JSON.stringify(operation.security) === JSON.stringify([{ portalSession: [] }]))
        .map(([method]) => ({ method, path })),
    );
    expect(portalOperations.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['get /api/v1/auth/getPortalUserInfo', 'post /api/v1/portal/message/page']),
    );
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const refusedTo = [];
    for (const { method, path } of portalOperations) {
      for (const headers of [{ channel: home.channel }, admin.headers()]) {
        const answer = await rawRequest(method.toUpperCase(), path, {
          headers: { ...headers, ...(method === 'get' ? {} : { 'content-type': 'application/json' }) },
          ...(method === 'get' ? {} : { body: '{}' }),
        });
        refusedTo.push({ endpoint: `${method} ${path}`, status: answer.status, code: answer.body?.code });
      }
    }
    expect(refusedTo.filter((result) => result.status !== 403 || result.code !== 401)).toEqual([]);
  });

  it('files restructuring applications only at a restructuring centre, and counts only for queue holders', async () => {
    const admin = await ApiClient.forTestServer(home.channel).login('admin');
    const filed = await admin.post('/api/v1/reform/createOcrFlowInstance', {
      enterpriseName: '错投企业有限公司',
      creditCode: '91110000802100433B',
      contactName: '张三',
      contactPhone: '13912345678',
      description: '在庭外重组协会提交重组咨询。',
    });
    expect(filed).toMatchObject({ status: 403, body: { msg: '本协会不受理重组咨询申请' } });
    const auditor = await ApiClient.forTestServer(home.channel).login('auditor');
    expect((await auditor.get('/api/v1/manager/getOcsettlementCount')).status).toBe(403);
  });
});
