import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import type {
  CenterInfo,
  ContentBulkResponse,
  ContentCommandResponse,
  ContentDetail,
  ContentRevisions,
  ContentSummary,
  MenuIndex,
  MenuLinks,
  Page,
  PublicContent,
  PublicContentDetail,
} from '@bk/contracts';
import { exampleCreditCode, PermissionKeys, summarize, type PermissionKey } from '@bk/domain';
import { createDataSource, inTenantTransaction, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { contentPublicationWorkflowId } from '@bk/workflows';
import { DEMO_PASSWORD, demoTenants } from '../cli/demo-data';
import { demoPng } from '../cli/demo-files';
import { ApiClient } from '../testing/api-client';
import { uploadVerified } from '../testing/upload-verified';
import { rawRequest } from '../testing/raw-request';
import { CONTENT_CHANGED_MEANWHILE, CONTENT_NOT_FOUND } from './commands/content-streams';

/**
 * The content kit through the running test API and workers: HTTP → sanitiser → decider → event
 * store → Kafka → content projection → read model, and scheduled publication through Temporal.
 * Each test makes its own items with unique titles and never assumes a list is otherwise empty.
 */
const config = loadPlatformConfig();
const home = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
const other = demoTenants.find((tenant) => tenant.channel === 'jlpca')!;
const CMS = '/api/v1/cms/content';

let system: DataSource;
let connection: Connection;
let temporal: Client;
let admin: ApiClient;
let otherAdmin: ApiClient;

const unique = (label: string) => `${label}${randomUUID().slice(0, 8)}`;
const visitor = (channel = home.channel) => ApiClient.forTestServer(channel);

const save = (client: ApiClient, body: Record<string, unknown>) => client.post<ContentCommandResponse>(`${CMS}/saveOrUpdateCmsContent`, body);
const command = (client: ApiClient, path: string, body: Record<string, unknown>) => client.post<ContentCommandResponse>(`${CMS}/${path}`, body);
const page = (client: ApiClient, body: Record<string, unknown>) => client.post<Page<ContentSummary>>(`${CMS}/getCmsContentPage`, { pageSize: 100, ...body });
const ids = (rows: readonly { contentId: string }[]) => rows.map((row) => row.contentId);

const created = async (body: Record<string, unknown>, client = admin) => {
  const response = await save(client, body);
  expect(response.body).toMatchObject({ code: 200 });
  return response.body.data;
};

/** The read model has caught up with the item's version. */
const projected = (contentId: string, version: number, client = admin): Promise<ContentDetail> =>
  eventually(async () => {
    const response = await client.get<ContentDetail>(`${CMS}/getCmsContentDetail`, { contentId });
    expect(response.body.data?.version).toBe(version);
    return response.body.data;
  });

const news = (overrides: Record<string, unknown> = {}) => ({
  kind: 'news',
  title: unique('协会召开年度工作会议'),
  body: '<p>协会召开年度工作会议，总结全年工作并部署下一阶段任务。会议强调要提升破产办理质效，健全府院联动机制。</p>',
  ...overrides,
});

/** A member of staff of the home association holding exactly these keys. */
const staffWith = async (loginId: string, keys: PermissionKey[]): Promise<ApiClient> => {
  const passwordHash = await argon2.hash(DEMO_PASSWORD);
  await inTenantTransaction(system, home.tenantId, (manager) =>
    manager.query(
      `INSERT INTO staff_users (uid, tenant_id, login_id, name, show_name, password_hash, right_keys)
       VALUES ($1, $2, $3, $3, $3, $4, $5)
       ON CONFLICT (tenant_id, login_id) DO UPDATE SET right_keys = excluded.right_keys`,
      [randomUUID(), home.tenantId, loginId, passwordHash, keys],
    ),
  );
  return ApiClient.forTestServer(home.channel).login(loginId);
};

/** A real PNG through the presigned upload flow, verified: what the editor's image button does. */
const uploadedImage = (): Promise<string> => uploadVerified(admin, '会议现场.png', demoPng(48, 32, [20, 80, 160], [250, 200, 40]), 'image/png');

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
  connection = await Connection.connect({ address: config.temporal.address });
  temporal = new Client({ connection, namespace: config.temporal.namespace });
  admin = await ApiClient.forTestServer(home.channel).login('admin');
  otherAdmin = await ApiClient.forTestServer(other.channel).login('admin');
});

afterAll(async () => {
  await connection.close();
  await system.destroy();
});

describe('one kit, every shape', () => {
  it('saves, lists and shows an article, a single page, a record and a link, each by its declaration', async () => {
    const article = await created(news({ categoryCode: 1, labelIds: [randomUUID()] }));
    // One charter per association (the demo data made it): saved by its id and version, never twinned.
    // Seeded just before this suite: the read model may still be catching up with it.
    const charter = await eventually(async () => {
      const page = (await admin.post<CenterInfo>('/api/v1/menu/queryCenterInfo', {})).body.data.pages.find((entry) => entry.kind === 'charter');
      expect(page).toBeDefined();
      return page!;
    });
    expect((await save(admin, { kind: 'charter', title: '章程', body: '<p>第二份章程</p>' })).status).toBe(409);
    const page1 = await created({ kind: 'charter', contentId: charter.contentId, version: charter.version, title: '协会章程', body: '<h2>第一章 总则</h2><p>本会宗旨……</p>' });
    const member = await created({
      kind: 'memberUnit',
      title: unique('广东某律师事务所'),
      fields: { creditCode: exampleCreditCode(randomUUID()), memberLevel: 'director', phone: '0755-83001234', website: 'https://example.cn' },
    });
    const link = await created({ kind: 'friendlyLink', title: unique('全国企业破产重整案件信息网'), fields: { url: 'https://pccz.court.gov.cn/' }, order: 5 });

    expect(await projected(article.contentId, 1)).toMatchObject({ kind: 'news', publishType: 1, pageListIndex: 1, categoryCode: 1, status: 'unpublished', isNew: false });
    expect(await projected(page1.contentId, page1.version)).toMatchObject({ kind: 'charter', publishType: 6 });
    expect(await projected(member.contentId, 1)).toMatchObject({ kind: 'memberUnit', fields: { memberLevel: 'director', address: null } });
    expect(await projected(link.contentId, 1)).toMatchObject({ kind: 'friendlyLink', order: 5, fields: { url: 'https://pccz.court.gov.cn/' } });
    expect(ids((await page(admin, { kind: 'memberUnit' })).body.data.list)).toContain(member.contentId);
    expect(ids((await page(admin, { kind: 'news' })).body.data.list)).not.toContain(member.contentId);

    // What a kind does not take, and a category the association does not have, are refused with the reason.
    expect((await save(admin, { kind: 'friendlyLink', title: '链接', fields: { url: 'javascript:alert(1)' } })).body).toMatchObject({
      code: 400,
      msg: '链接地址须以 http:// 或 https:// 开头',
    });
    expect((await save(admin, news({ categoryCode: 4321 }))).body).toMatchObject({ code: 400, msg: '栏目不存在，请刷新后重新选择' });
    expect((await save(admin, news({ attachments: [{ fileId: randomUUID(), name: '附件.pdf' }] }))).body).toMatchObject({ code: 400, data: { field: 'attachments' } });
  });

  it('stores rich text sanitised, images re-pointed at the stable address, and derives a summary', async () => {
    const fileId = await uploadedImage();
    const item = await created(
      news({
        coverFileId: fileId,
        body: `<p onclick="steal()">正文第一段<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p><p><img src="${fileId}" onerror="alert(1)"></p>`,
      }),
    );
    const detail = await projected(item.contentId, 1);
    expect(detail.body).toBe(`<p>正文第一段<a>链接</a></p><p><img src="/api/noauth/v1/content/file?_channel=${home.channel}&amp;fileId=${fileId}" /></p>`);
    expect(detail.summary).toBe(summarize(detail.body));
    expect(detail.coverFileId).toBe(fileId);
    // The stable address answers the editor of the draft with a short-lived download of the stored image,
    // and the public not before the item is published.
    const address = `/api/noauth/v1/content/file?_channel=${home.channel}&fileId=${fileId}`;
    expect((await rawRequest('GET', address, { headers: { cookie: admin.headers().cookie ?? '' } })).status).toBe(302);
    expect((await rawRequest('GET', address)).status).toBe(404);
    // A file no content names is not served there.
    expect((await rawRequest('GET', `/api/noauth/v1/content/file?_channel=${home.channel}&fileId=${randomUUID()}`)).status).toBe(404);
  });
});

describe('concurrency, tenancy and keys', () => {
  it('refuses a stale edit with 409 and keeps the newer one', async () => {
    const item = await created(news());
    const first = await save(admin, news({ contentId: item.contentId, version: 1, title: '第一位编辑的标题' }));
    expect(first.body.data.version).toBe(2);
    const stale = await save(admin, news({ contentId: item.contentId, version: 1, title: '第二位编辑的标题' }));
    expect(stale).toMatchObject({ status: 409, body: { code: 409, msg: CONTENT_CHANGED_MEANWHILE } });
    expect((await projected(item.contentId, 2)).title).toBe('第一位编辑的标题');
  });

  it('shows another association nothing of an item, not even by its id', async () => {
    const item = await created(news());
    await projected(item.contentId, 1);
    expect((await otherAdmin.get(`${CMS}/getCmsContentDetail`, { contentId: item.contentId })).body).toMatchObject({ code: 404, msg: CONTENT_NOT_FOUND });
    expect((await command(otherAdmin, 'doOnOffCmsContent', { contentId: item.contentId, version: 1, published: true })).status).toBe(404);
    expect(ids((await page(otherAdmin, { kind: 'news' })).body.data.list)).not.toContain(item.contentId);
  });

  it('lets an editor save but not publish; the publish key publishes; another kind is closed to both', async () => {
    const editor = await staffWith('news-editor', [PermissionKeys.newsView, PermissionKeys.newsEdit]);
    const item = await created(news(), editor);
    expect(await command(editor, 'doOnOffCmsContent', { contentId: item.contentId, version: 1, published: true })).toMatchObject({ status: 403 });
    expect(await command(editor, 'scheduleCmsContent', { contentId: item.contentId, version: 1, publishAt: new Date(Date.now() + 3_600_000).toISOString() })).toMatchObject({
      status: 403,
    });
    expect(await save(editor, { kind: 'laws', title: '法规', body: '<p>法规正文</p>' })).toMatchObject({ status: 403 });
    expect(await page(editor, { kind: 'policy' })).toMatchObject({ status: 403 });
    const publisher = await staffWith('news-publisher', [PermissionKeys.newsView, PermissionKeys.newsPublish]);
    expect((await command(publisher, 'doOnOffCmsContent', { contentId: item.contentId, version: 1, published: true })).body.data).toMatchObject({ status: 'published' });
  });
});

describe('bulk, revisions and order', () => {
  it('answers a bulk publish item by item: published, stale, and another association\'s', async () => {
    const [a, b] = [await created(news()), await created(news())];
    const foreign = await created(news(), otherAdmin);
    const bulk = await admin.post<ContentBulkResponse>(`${CMS}/bulkCmsContent`, {
      action: 'publish',
      items: [
        { contentId: a.contentId, version: 1 },
        { contentId: b.contentId, version: 7 },
        { contentId: foreign.contentId, version: 1 },
      ],
    });
    expect(bulk.body.data).toMatchObject({
      succeeded: 1,
      failed: 2,
      results: [
        { contentId: a.contentId, ok: true, version: 2, status: 'published' },
        { contentId: b.contentId, ok: false, code: 409, msg: CONTENT_CHANGED_MEANWHILE },
        { contentId: foreign.contentId, ok: false, code: 404 },
      ],
    });
  });

  it('lists recorded revisions with what changed, and restores an older one as a new revision', async () => {
    const item = await created(news({ title: '初稿标题' }));
    await save(admin, news({ contentId: item.contentId, version: 1, title: '修改后的标题' }));
    await command(admin, 'doOperTopCmsContent', { contentId: item.contentId, version: 2, pinned: true });
    const restored = await command(admin, 'restoreCmsContent', { contentId: item.contentId, version: 3, fromVersion: 1 });
    expect(restored.body.data).toMatchObject({ version: 4, pinned: true });
    expect((await projected(item.contentId, 4)).title).toBe('初稿标题');
    const revisions = (await admin.get<ContentRevisions>(`${CMS}/getCmsContentRevisions`, { contentId: item.contentId })).body.data;
    expect(revisions.revisions.map(({ version, change, restoredFrom, changed }) => ({ version, change, restoredFrom, changed }))).toEqual([
      { version: 4, change: 'restored', restoredFrom: 1, changed: ['title'] },
      { version: 2, change: 'updated', restoredFrom: null, changed: ['title'] },
      expect.objectContaining({ version: 1, change: 'created' }),
    ]);
    expect(revisions.revisions[0]).toMatchObject({ editorName: '管理员 周婷', content: { title: '初稿标题' } });
    expect(revisions.history.map((entry) => entry.type)).toEqual(['ContentItemCreated', 'ContentItemUpdated', 'ContentItemPinned', 'ContentItemUpdated']);
  });

  it('reorders links; the menu lists them in their order', async () => {
    const [first, second] = [
      await created({ kind: 'iconLink', title: unique('图标链接甲'), fields: { url: 'https://a.example.cn', iconFileId: await uploadedImage() }, order: 1 }),
      await created({ kind: 'iconLink', title: unique('图标链接乙'), fields: { url: 'https://b.example.cn', iconFileId: await uploadedImage() }, order: 2 }),
    ];
    const reordered = await admin.post<ContentBulkResponse>(`${CMS}/reorderCmsContent`, {
      kind: 'iconLink',
      items: [
        { contentId: first.contentId, version: 1, order: 2 },
        { contentId: second.contentId, version: 1, order: 1 },
      ],
    });
    expect(reordered.body.data).toMatchObject({ succeeded: 2, failed: 0 });
    await eventually(async () => {
      const links = ids((await admin.get<MenuLinks>('/api/v1/menu/links')).body.data.iconLinks);
      expect(links.indexOf(second.contentId)).toBeLessThan(links.indexOf(first.contentId));
    });
  });
});

describe('scheduled publication', () => {
  it('publishes by its timer; a cancelled schedule never publishes', async () => {
    const due = await created(news());
    const publishAt = new Date(Date.now() + 2_000).toISOString();
    expect((await command(admin, 'scheduleCmsContent', { contentId: due.contentId, version: 1, publishAt })).body.data).toMatchObject({ scheduledAt: publishAt });
    const handle = temporal.workflow.getHandle(contentPublicationWorkflowId(home.tenantId, due.contentId));
    expect(await handle.result()).toMatchObject({ published: true, version: 3 });
    expect(await projected(due.contentId, 3)).toMatchObject({ status: 'published', scheduledAt: null });

    const cancelled = await created(news());
    await command(admin, 'scheduleCmsContent', { contentId: cancelled.contentId, version: 1, publishAt: new Date(Date.now() + 2_000).toISOString() });
    expect((await command(admin, 'cancelCmsContentSchedule', { contentId: cancelled.contentId, version: 2 })).body.data).toMatchObject({ scheduledAt: null });
    expect(await temporal.workflow.getHandle(contentPublicationWorkflowId(home.tenantId, cancelled.contentId)).result()).toMatchObject({ published: false });
    expect(await projected(cancelled.contentId, 3)).toMatchObject({ status: 'unpublished' });
  });
});

describe('menu and portal', () => {
  it('counts content per kind and status for the home page, with the latest edits', async () => {
    const title = unique('菜单统计新闻');
    const item = await created(news({ title }));
    const index = await eventually(async () => {
      const answer = (await admin.post<MenuIndex>('/api/v1/menu/index', {})).body.data;
      expect(ids(answer.recentEdits)).toContain(item.contentId);
      return answer;
    });
    expect(index.counts.find((count) => count.kind === 'news')).toMatchObject({ unpublished: expect.any(Number), published: expect.any(Number) });
    expect(index.counts.map((count) => count.kind)).toContain('investor');
    const editor = await staffWith('news-only', [PermissionKeys.newsView]);
    expect((await editor.post<MenuIndex>('/api/v1/menu/index', {})).body.data.counts.map((count) => count.kind)).not.toContain('investor');
    expect(ids((await admin.post<Page<ContentSummary>>('/api/v1/menu/queryNewsPage', { keyword: title })).body.data.list)).toEqual([item.contentId]);
  });

  it('shows the public only published news of its own association, pinned first', async () => {
    const live = await created(news());
    await command(admin, 'doOnOffCmsContent', { contentId: live.contentId, version: 1, published: true });
    const pinned = await created(news());
    await command(admin, 'doOnOffCmsContent', { contentId: pinned.contentId, version: 1, published: true });
    await command(admin, 'doOperTopCmsContent', { contentId: pinned.contentId, version: 2, pinned: true });
    const draft = await created(news());
    const foreign = await created(news(), otherAdmin);
    await command(otherAdmin, 'doOnOffCmsContent', { contentId: foreign.contentId, version: 1, published: true });
    const list = await eventually(async () => {
      const shown = ids((await visitor().post<Page<PublicContent>>('/api/noauth/v2/home/news', { pageSize: 100 })).body.data.list);
      expect(shown).toEqual(expect.arrayContaining([live.contentId, pinned.contentId]));
      return shown;
    });
    expect(list).not.toContain(draft.contentId);
    expect(list).not.toContain(foreign.contentId);
    expect(list.indexOf(pinned.contentId)).toBeLessThan(list.indexOf(live.contentId));
    const detail = await visitor().get<PublicContentDetail>('/api/noauth/v1/home/content/detail', { contentId: live.contentId });
    expect(detail.body.data).toMatchObject({ contentId: live.contentId, isNew: true });
    expect(detail.body.data).not.toHaveProperty('version');
    expect((await visitor().get('/api/noauth/v1/home/content/detail', { contentId: draft.contentId })).status).toBe(404);
  });
});
