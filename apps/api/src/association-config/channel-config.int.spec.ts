import { randomUUID } from 'node:crypto';
import {
  channelConfigValuesSchema,
  type ChannelConfig,
  type ChannelConfigSettings,
  type ChannelConfigValues,
  type SubmitApplyResponse,
} from '@bk/contracts';
import { cmsModeLockedMessage, exampleCreditCode } from '@bk/domain';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { demoTenants, type DemoTenant } from '../cli/demo-data';
import { seedStaff } from '../cli/seed-staff';
import { ApiClient } from '../testing/api-client';
import { rawRequest } from '../testing/raw-request';
import { uploadVerified } from '../testing/upload-verified';

/**
 * The channel configuration on the basicConfig screen through the running test API: what
 * config/list answers, a save recorded as an event with who and what, a stale save refused,
 * the schema's messages, keys, tenancy, the portal mode rule and the icons, and the public
 * configuration showing every change on the next read. Runs in an association of its own,
 * created here with the demo staff, so no case filed by another suite locks its portal mode.
 */
const bjypt = demoTenants.find((tenant) => tenant.channel === 'bjypt')!;
const suffix = randomUUID().slice(0, 8);
const association: DemoTenant = { ...bjypt, tenantId: randomUUID(), channel: `cfg${suffix}`, name: `渠道配置测试协会${suffix}`, config: { ...bjypt.config, title: '渠道配置测试平台' } };
const other = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
const LIST = '/api/v1/associatio/config/list';
const SAVE = '/api/v1/associatio/config';

let admin: ApiClient;
let allocator: ApiClient;

const settings = async (historySize = 20): Promise<ChannelConfigSettings> => {
  const response = await admin.post<ChannelConfigSettings>(LIST, { historySize });
  expect(response.status).toBe(200);
  return response.body.data;
};

const publicConfig = async (channel: string): Promise<ChannelConfig> => {
  const response = await rawRequest('POST', '/api/noauth/v1/associatio/config', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel }) });
  expect(response.status).toBe(200);
  return response.body!.data as ChannelConfig;
};

const save = (values: ChannelConfigValues, version: number) => admin.post<ChannelConfigSettings>(SAVE, { ...values, version });

/** Saves a change on top of whatever is current. */
const change = async (patch: Partial<ChannelConfigValues>): Promise<ChannelConfigSettings> => {
  const current = await settings(0);
  const saved = await save({ ...current.config, ...patch }, current.version);
  expect(saved.body.msg).toBe('success');
  return saved.body.data;
};

const schemaMessage = (values: Record<string, unknown>): string => {
  const parsed = channelConfigValuesSchema.safeParse(values);
  if (parsed.success) throw new Error('expected the schema to refuse these values');
  return parsed.error.issues[0]!.message;
};

/** A 1×1 PNG, and a one-page PDF. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const upload = (client: ApiClient, fileName: string, bytes: Buffer): Promise<string> => uploadVerified(client, fileName, bytes);

beforeAll(async () => {
  const config = loadPlatformConfig();
  const system = await createDataSource(config, 'system', 1).initialize();
  const app = await createDataSource(config, 'app', 1).initialize();
  try {
    await system.query('INSERT INTO tenants (tenant_id, channel, name, config) VALUES ($1, $2, $3, $4)', [
      association.tenantId,
      association.channel,
      association.name,
      JSON.stringify(association.config),
    ]);
    await seedStaff(app, association);
  } finally {
    await Promise.all([system.destroy(), app.destroy()]);
  }
  admin = await ApiClient.forTestServer(association.channel).login('admin');
  allocator = await ApiClient.forTestServer(association.channel).login('allocator');
});

describe('channel configuration', () => {
  it('lists the editable configuration with its version, and records a save as a change with who, when and what', async () => {
    const before = await settings();
    expect(before).toMatchObject({ channel: association.channel, config: { title: expect.any(String), cmsMode: 'bj-ypt', icoFileId: null }, cmsModeLocked: false });
    const title = `北京破产公益服务平台${randomUUID().slice(0, 4)}`;
    const saved = await change({ title, gpShow: false });
    expect(saved).toMatchObject({ version: before.version + 1, updatedBy: '管理员 周婷', config: { title, gpShow: false } });
    expect(saved.history[0]).toMatchObject({
      version: before.version + 1,
      actor: { name: '管理员 周婷' },
      changes: [
        { field: 'title', from: before.config.title, to: title },
        { field: 'gpShow', from: before.config.gpShow, to: false },
      ],
    });
    // The portal's configuration shows it on its very next read.
    expect(await publicConfig(association.channel)).toMatchObject({ title, gpShow: false });
    // Saving what is already there records nothing.
    expect((await save(saved.config, saved.version)).body.data.version).toBe(saved.version);
  });

  it('refuses a save based on a version someone else already changed, with 409, the reason and what is current', async () => {
    const read = await settings(0);
    await change({ aiName: '小北' });
    const stale = await save({ ...read.config, aiName: '小京' }, read.version);
    expect(stale).toMatchObject({ status: 409, body: { code: 409, msg: '渠道配置已被他人修改，请刷新后重试', data: { reason: 'CONCURRENCY_CONFLICT', current: { config: { aiName: '小北' } } } } });
    expect((await publicConfig(association.channel)).aiName).toBe('小北');
  });

  it('answers a repeated save with the same Idempotency-Key once, recording one change', async () => {
    const read = await settings(0);
    const body = JSON.stringify({ ...read.config, crossImTitle: `跨境沟通${randomUUID().slice(0, 4)}`, version: read.version });
    const headers = { ...admin.headers(), 'content-type': 'application/json', 'idempotency-key': `config-${randomUUID()}` };
    const first = await rawRequest('POST', SAVE, { headers, body });
    const again = await rawRequest('POST', SAVE, { headers, body });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body?.data).toEqual(first.body?.data);
    expect((await settings(0)).version).toBe(read.version + 1);
  });

  it.each([
    ['a javascript: guidance link', { gpUrl: 'javascript:alert(1)' }],
    ['a relative guidance link', { gpUrl: '/portal/bjypt' }],
    ['a title over 30 characters', { title: '很'.repeat(31) }],
    ['an empty title', { title: '  ' }],
    ['a title with markup', { title: '<b>平台</b>' }],
    ['an unknown portal mode', { cmsMode: 'shanghai' }],
    ['a path prefix that leaves the path', { subPathPre: '../admin' }],
    ['a path prefix with a slash', { subPathPre: '-csj/x' }],
  ])('refuses %s with the schema message, changing nothing', async (_case, patch) => {
    const read = await settings(0);
    const values = { ...read.config, ...patch };
    const refused = await admin.post(SAVE, { ...values, version: read.version });
    expect(refused).toMatchObject({ status: 400, body: { code: 400, msg: schemaMessage(values) } });
    expect((await settings(0)).version).toBe(read.version);
  });

  it('says what is wrong in words a member of staff understands', () => {
    const valid = { title: '平台', gpUrl: null, gpShow: true, cmsMode: 'default', cmsIndexMode: 'default', cmsNewHome: false, cmsQuestionShow: true, subPathPre: '', aiName: '小破', crossImTitle: null, icoFileId: null, crossImIcoFileId: null };
    expect(schemaMessage({ ...valid, gpUrl: 'ftp://x.cn' })).toBe('引导链接须为以 http:// 或 https:// 开头的网址');
    expect(schemaMessage({ ...valid, title: '很'.repeat(31) })).toBe('门户标题不能超过30个字');
    expect(schemaMessage({ ...valid, cmsMode: 'x' })).toBe('门户模式须为 default、csj、jilin、bj-ypt 之一');
    expect(schemaMessage({ ...valid, subPathPre: '/a' })).toBe('路径前缀须为空，或以“-”开头的小写字母和数字（如 -csj）');
  });

  it('refuses staff without config:basic, and leaves another association untouched', async () => {
    const otherBefore = await publicConfig(other.channel);
    const read = await settings(0);
    expect(await allocator.post(LIST, {})).toMatchObject({ status: 403, body: { code: 403 } });
    expect(await allocator.post(SAVE, { ...read.config, title: '越权修改', version: read.version })).toMatchObject({ status: 403 });
    expect((await settings(0)).version).toBe(read.version);

    // Another association's administrator saves over their own configuration only.
    const otherAdmin = await ApiClient.forTestServer(other.channel).login('admin');
    const theirs = (await otherAdmin.post<ChannelConfigSettings>(LIST, {})).body.data;
    expect(theirs.channel).toBe(other.channel);
    await change({ title: `北京公益平台${randomUUID().slice(0, 4)}` });
    expect(await publicConfig(other.channel)).toEqual(otherBefore);
  });

  it('takes a verified image of the association as the page icon and serves it, and refuses a document', async () => {
    const png = await upload(admin, '网站图标.png', PNG);
    const saved = await change({ icoFileId: png });
    expect(saved.icons.ico).toMatchObject({ fileId: png, fileName: '网站图标.png', contentType: 'image/png' });
    const ico = (await publicConfig(association.channel)).ico!;
    expect(ico).toContain(png);
    const served = await rawRequest('GET', ico);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(served.text, 'latin1').subarray(1, 4).toString()).toBe('PNG');

    const pdf = await upload(admin, '不是图标.pdf', PDF);
    const read = await settings(0);
    expect(await save({ ...read.config, crossImIcoFileId: pdf }, read.version)).toMatchObject({
      status: 400,
      body: { msg: '跨境沟通图标须为已上传并通过校验的 PNG、JPG 或 GIF 图片，且不超过1MB', data: { field: 'crossImIcoFileId' } },
    });
    // Another association's image is not this association's file.
    const theirs = await upload(await ApiClient.forTestServer(other.channel).login('admin'), '他会图标.png', PNG);
    expect((await save({ ...read.config, crossImIcoFileId: theirs }, read.version)).status).toBe(400);
    // A file that is not a current icon is not served publicly.
    expect((await rawRequest('GET', `/api/noauth/v1/associatio/icon?_channel=${association.channel}&fileId=${pdf}`)).status).toBe(404);

    await change({ icoFileId: null });
    expect((await publicConfig(association.channel)).ico).toBeNull();
  });

  it("serves the platform's own icon at /favicon.ico, not the page shell", async () => {
    const favicon = await rawRequest('GET', '/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    // An ICO file's header: reserved 0, type 1 (icon).
    expect(Buffer.from(favicon.text, 'latin1').subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('changes the portal mode only while the association has no case, then refuses with the reason', async () => {
    expect((await change({ cmsMode: 'default' })).config.cmsMode).toBe('default');
    expect((await publicConfig(association.channel)).cmsMode).toBe('default');
    expect((await change({ cmsMode: 'bj-ypt' })).config.cmsMode).toBe('bj-ypt');

    const filed = await ApiClient.forTestServer(association.channel).post<SubmitApplyResponse>('/api/v1/applicant/submitApply', {
      enterpriseName: `模式测试${randomUUID().slice(0, 6)}有限公司`,
      creditCode: exampleCreditCode(randomUUID()),
      contactName: '周九',
      contactPhone: '13512345678',
      description: '门户模式测试用的申请。',
    });
    expect(filed.status).toBe(200);
    const read = await settings(0);
    expect(read.cmsModeLocked).toBe(true);
    expect(await save({ ...read.config, cmsMode: 'default' }, read.version)).toMatchObject({ status: 400, body: { msg: cmsModeLockedMessage, data: { field: 'cmsMode' } } });
    // Everything else stays editable.
    expect((await change({ cmsQuestionShow: false })).config).toMatchObject({ cmsMode: 'bj-ypt', cmsQuestionShow: false });
  });
});
