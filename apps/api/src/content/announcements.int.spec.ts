import { randomUUID } from 'node:crypto';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import {
  announcementFormSchema,
  type ContentCommandResponse as AnnouncementCommandResponse,
  type ContentDetail as AnnouncementDetail,
  type ContentSummary as AnnouncementSummary,
  type Page,
  type PublicAnnouncement,
  type PublicAnnouncementDetail,
} from '@bk/contracts';
import { AnnouncementTypes, PermissionKeys, summarize } from '@bk/domain';
import { contentItemStreamId, createDataSource, inTenantTransaction, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { DEMO_PASSWORD, demoTenants } from '../cli/demo-data';
import { ApiClient, type ApiResponse } from '../testing/api-client';
import { CONTENT_CHANGED_MEANWHILE as ANNOUNCEMENT_CHANGED_MEANWHILE, CONTENT_NOT_FOUND as ANNOUNCEMENT_NOT_FOUND } from './commands/content-streams';

/**
 * Court-reform announcements through the running test API and workers: every write goes HTTP →
 * decider → event store (expected version) → Kafka → content projection, and is read back from
 * the read model the console and the portal use. Other suites leave announcements alone, but each
 * test makes its own items with unique titles and never assumes a list is otherwise empty.
 */
const config = loadPlatformConfig();
const home = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
const centre = demoTenants.find((tenant) => tenant.channel === 'csjrc')!;
const CMS = '/api/v1/cms/content';
const investorRecruitment = AnnouncementTypes.investorRecruitment.code;
const assetAuction = AnnouncementTypes.assetAuction.code;

let system: DataSource;
let admin: ApiClient;
let centreAdmin: ApiClient;
const visitor = (channel = home.channel) => ApiClient.forTestServer(channel);

const unique = (label: string) => `${label}${randomUUID().slice(0, 8)}`;

const draft = (overrides: Record<string, unknown> = {}) => ({
  kind: 'courtReformAnnouncement',
  announcementType: investorRecruitment,
  title: unique('重整投资人招募公告'),
  summary: '',
  body: '<p>管理人现公开招募重整投资人，意向投资人请于公告发布之日起三十日内报名。</p><p>联系电话：0755-12345678。</p>',
  ...overrides,
});

const save = (client: ApiClient, body: Record<string, unknown>) => client.post<AnnouncementCommandResponse>(`${CMS}/saveOrUpdateCmsContent`, body);
const command = (client: ApiClient, path: string, body: Record<string, unknown>) =>
  client.post<AnnouncementCommandResponse>(`${CMS}/${path}`, body);

const created = async (client: ApiClient = admin, overrides: Record<string, unknown> = {}) => {
  const body = draft(overrides);
  const response = await save(client, body);
  expect(response.status).toBe(200);
  return { ...response.body.data, body };
};

const staffPage = (client: ApiClient, filter: Record<string, unknown> = {}) =>
  client.post<Page<AnnouncementSummary>>(`${CMS}/getCmsContentPage`, { kind: 'courtReformAnnouncement', pageSize: 100, ...filter });

const publicList = (channel = home.channel, filter: Record<string, unknown> = {}) =>
  visitor(channel).post<Page<PublicAnnouncement>>('/api/noauth/v1/announcement/list', { pageSize: 100, ...filter });

const homeList = (channel = home.channel) => visitor(channel).get<PublicAnnouncement[]>('/api/noauth/v1/home/announcement', { limit: '20' });

/** The staff read model has caught up with the item's version. */
const projected = (client: ApiClient, contentId: string, version: number): Promise<AnnouncementDetail> =>
  eventually(async () => {
    const response = await client.get<AnnouncementDetail>(`${CMS}/getCmsContentDetail`, { contentId });
    expect(response.body.data?.version).toBe(version);
    return response.body.data;
  });

const published = async (overrides: Record<string, unknown> = {}) => {
  const item = await created(admin, overrides);
  const on = await command(admin, 'doOnOffCmsContent', { contentId: item.contentId, version: item.version, published: true });
  expect(on.body.data).toMatchObject({ status: 'published', version: 2 });
  await projected(admin, item.contentId, 2);
  return { ...item, version: 2 };
};

const storedEvents = (contentId: string): Promise<{ version: number; type: string }[]> =>
  system.query('SELECT version, type FROM events WHERE stream_id = $1 ORDER BY version', [contentItemStreamId(contentId)]);

const ids = (rows: readonly { contentId: string }[]) => rows.map((row) => row.contentId);

/** A restructuring-centre member of staff who holds the csj notices key and nothing else. */
const centreNoticeEditor = async (): Promise<ApiClient> => {
  const passwordHash = await argon2.hash(DEMO_PASSWORD);
  await inTenantTransaction(system, centre.tenantId, (manager) =>
    manager.query(
      `INSERT INTO staff_users (uid, tenant_id, login_id, name, show_name, password_hash, right_keys)
       VALUES ($1, $2, 'notice-editor', '公告编辑 孙悦', '公告编辑 孙悦', $3, $4)
       ON CONFLICT (tenant_id, login_id) DO UPDATE SET right_keys = excluded.right_keys`,
      [randomUUID(), centre.tenantId, passwordHash, [PermissionKeys.csjOutsideCourtNotices]],
    ),
  );
  return ApiClient.forTestServer(centre.channel).login('notice-editor');
};

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
  admin = await ApiClient.forTestServer(home.channel).login('admin');
  centreAdmin = await ApiClient.forTestServer(centre.channel).login('admin');
});

afterAll(async () => {
  await system.destroy();
});

describe('an announcement from creation to deletion', () => {
  it('created unpublished, published onto the portal, pinned first, a stale edit refused, deleted off the portal', async () => {
    // Created: unpublished, in the back office only; a blank summary is the body's first 90 characters.
    const item = await created();
    expect(item).toMatchObject({ version: 1, status: 'unpublished', pinned: false });
    const detail = await projected(admin, item.contentId, 1);
    expect(detail).toMatchObject({ title: item.body.title, status: 'unpublished', announcementType: investorRecruitment, updatedByName: '管理员 周婷' });
    expect(detail.summary).toBe(summarize(item.body.body));
    expect(ids((await publicList()).body.data.list)).not.toContain(item.contentId);

    // Published: on the portal's list (of its type, not another's), its home and its detail page.
    const on = await command(admin, 'doOnOffCmsContent', { contentId: item.contentId, version: 1, published: true });
    expect(on.body.data).toEqual({ contentId: item.contentId, version: 2, status: 'published', pinned: false, scheduledAt: null });
    await eventually(async () => expect(ids((await publicList(home.channel, { announcementType: investorRecruitment })).body.data.list)).toContain(item.contentId));
    expect(ids((await publicList(home.channel, { announcementType: assetAuction })).body.data.list)).not.toContain(item.contentId);
    expect(ids((await homeList()).body.data)).toContain(item.contentId);
    const shown = await visitor().get<PublicAnnouncementDetail>('/api/noauth/v1/announcement', { contentId: item.contentId });
    expect(shown.body.data).toMatchObject({ title: item.body.title, body: item.body.body, pinned: false });
    expect(shown.body.data).not.toHaveProperty('version');

    // A newer announcement leads until the older one is pinned: pinned first, then newest.
    const newer = await published();
    await eventually(async () => {
      const latest = ids((await homeList()).body.data);
      expect(latest).toContain(newer.contentId);
      expect(latest.indexOf(newer.contentId)).toBeLessThan(latest.indexOf(item.contentId));
    });
    const pinned = await command(admin, 'doOperTopCmsContent', { contentId: item.contentId, version: 2, pinned: true });
    expect(pinned.body.data).toMatchObject({ version: 3, pinned: true });
    await eventually(async () => expect((await homeList()).body.data[0]?.contentId).toBe(item.contentId));
    await eventually(async () => expect((await staffPage(admin)).body.data.list[0]?.contentId).toBe(item.contentId));

    // An edit based on version 2 after the pin made it 3: refused, nothing written, the text unchanged.
    const stale = await save(admin, { ...item.body, contentId: item.contentId, version: 2, title: '（过期编辑）不应保存的标题' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, msg: ANNOUNCEMENT_CHANGED_MEANWHILE, data: { reason: 'CONCURRENCY_CONFLICT', currentVersion: 3 } });
    expect(await storedEvents(item.contentId)).toHaveLength(3);
    expect((await projected(admin, item.contentId, 3)).title).toBe(item.body.title);

    // The same edit at the current version goes through.
    const title = unique('（更正）重整投资人招募公告');
    const edited = await save(admin, { ...item.body, contentId: item.contentId, version: 3, title });
    expect(edited.body.data).toMatchObject({ version: 4, status: 'published', pinned: true });
    expect((await projected(admin, item.contentId, 4)).title).toBe(title);

    // Deleted: gone from the portal's lists, its detail page and the back office.
    const deleted = await command(admin, 'doDeleteCmsContent', { contentId: item.contentId, version: 4 });
    expect(deleted.body.data).toMatchObject({ version: 5, status: 'deleted' });
    await eventually(async () => expect(ids((await publicList()).body.data.list)).not.toContain(item.contentId));
    expect(ids((await homeList()).body.data)).not.toContain(item.contentId);
    expect((await visitor().get('/api/noauth/v1/announcement', { contentId: item.contentId })).status).toBe(404);
    expect(ids((await staffPage(admin)).body.data.list)).not.toContain(item.contentId);
    const gone = await admin.get(`${CMS}/getCmsContentDetail`, { contentId: item.contentId });
    expect(gone).toMatchObject({ status: 404, body: { msg: ANNOUNCEMENT_NOT_FOUND } });
    expect((await storedEvents(item.contentId)).map((event) => event.type)).toEqual([
      'ContentItemCreated',
      'ContentItemPublished',
      'ContentItemPinned',
      'ContentItemUpdated',
      'ContentItemDeleted',
    ]);
  });
});

describe('concurrent editors', () => {
  it('two edits of the same version: one is saved, the other gets 409 and nothing is overwritten', async () => {
    const item = await created();
    const [first, second] = await Promise.all([
      save(admin, { ...item.body, contentId: item.contentId, version: 1, title: unique('编辑甲') }),
      save(admin, { ...item.body, contentId: item.contentId, version: 1, title: unique('编辑乙') }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    expect(winner.body.data.version).toBe(2);
    expect(loser.body.msg).toBe(ANNOUNCEMENT_CHANGED_MEANWHILE);
    expect(await storedEvents(item.contentId)).toHaveLength(2);
  });

  it('a request sent again with the same request id is written once and answers the same', async () => {
    const requestId = randomUUID();
    const body = { ...draft(), requestId };
    const [first, again] = [await save(admin, body), await save(admin, body)];
    expect(again.body.data).toEqual(first.body.data);
    const switched = { contentId: first.body.data.contentId, version: 1, published: true, requestId: randomUUID() };
    const [on, onAgain] = [await command(admin, 'doOnOffCmsContent', switched), await command(admin, 'doOnOffCmsContent', switched)];
    expect(onAgain.body.data).toEqual(on.body.data);
    expect(await storedEvents(first.body.data.contentId)).toHaveLength(2);
  });

  it('a refusal names the state: publishing what is already published', async () => {
    const item = await published();
    const twice = await command(admin, 'doOnOffCmsContent', { contentId: item.contentId, version: 2, published: true });
    expect(twice.body).toMatchObject({ code: 409, msg: '内容当前为“已发布”，不能发布', data: { reason: 'ILLEGAL_STATE' } });
  });
});

describe('the staff list', () => {
  it('filters by status, type and keyword', async () => {
    const marker = unique('筛选');
    const auction = await created(admin, { announcementType: assetAuction, title: `${marker}资产拍卖公告` });
    const live = await published({ title: `${marker}投资人招募公告` });
    await projected(admin, auction.contentId, 1);
    const mine = async (filter: Record<string, unknown>) => ids((await staffPage(admin, { keyword: marker, ...filter })).body.data.list);
    expect(new Set(await mine({}))).toEqual(new Set([auction.contentId, live.contentId]));
    expect(await mine({ status: 'published' })).toEqual([live.contentId]);
    expect(await mine({ status: 'unpublished' })).toEqual([auction.contentId]);
    expect(await mine({ announcementType: assetAuction })).toEqual([auction.contentId]);
    const paged = (await staffPage(admin, { keyword: marker, pageSize: 1, pageNum: 2 })).body.data;
    expect(paged).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(paged.list).toHaveLength(1);
  });
});

describe('validation at the edge, in the contract\'s words', () => {
  const schemaMessage = (body: Record<string, unknown>): string => {
    const parsed = announcementFormSchema.safeParse(body);
    if (parsed.success) throw new Error('expected the schema to refuse');
    return parsed.error.issues[0]!.message;
  };

  it.each([
    ['a blank title', { title: '  ' }],
    ['a title over 100 characters', { title: '长'.repeat(101) }],
    ['a summary over 90 characters', { summary: '摘'.repeat(91) }],
    ['no body', { body: '' }],
    ['an announcement type outside 1–6', { announcementType: 7 }],
  ])('%s is refused with 400', async (_case, change) => {
    const body = draft(change);
    const response = await save(admin, body);
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(schemaMessage(body));
  });

  it('an update must name the version it was edited at', async () => {
    const item = await created();
    const response = await save(admin, { ...item.body, contentId: item.contentId });
    expect(response).toMatchObject({ status: 400, body: { msg: '缺少内容版本，请刷新后重试' } });
  });
});

describe('tenancy and permissions', () => {
  it('staff of another association never see nor touch it; its portal never shows it', async () => {
    const item = await published();
    expect(ids((await staffPage(centreAdmin)).body.data.list)).not.toContain(item.contentId);
    expect((await centreAdmin.get(`${CMS}/getCmsContentDetail`, { contentId: item.contentId })).status).toBe(404);
    const off = await command(centreAdmin, 'doOnOffCmsContent', { contentId: item.contentId, version: 2, published: false });
    expect(off).toMatchObject({ status: 404, body: { msg: ANNOUNCEMENT_NOT_FOUND } });
    const overwrite = await save(centreAdmin, { ...item.body, contentId: item.contentId, version: 2, title: '他会篡改' });
    expect(overwrite.status).toBe(404);
    expect(ids((await publicList(centre.channel)).body.data.list)).not.toContain(item.contentId);
    expect((await visitor(centre.channel).get('/api/noauth/v1/announcement', { contentId: item.contentId })).status).toBe(404);
    expect(await storedEvents(item.contentId)).toHaveLength(2);
  });

  it('staff without the announcement key get 403 on every call; the csj notices key alone admits', async () => {
    const allocator = await ApiClient.forTestServer(home.channel).login('allocator');
    const item = await created();
    const refused: ApiResponse<unknown>[] = [
      await staffPage(allocator),
      await allocator.get(`${CMS}/getCmsContentDetail`, { contentId: item.contentId }),
      await save(allocator, draft()),
      await command(allocator, 'doOnOffCmsContent', { contentId: item.contentId, version: 1, published: true }),
      await command(allocator, 'doOperTopCmsContent', { contentId: item.contentId, version: 1, pinned: true }),
      await command(allocator, 'doDeleteCmsContent', { contentId: item.contentId, version: 1 }),
    ];
    for (const response of refused) expect(response).toMatchObject({ status: 403, body: { code: 403 } });
    expect(await storedEvents(item.contentId)).toHaveLength(1);

    const noticeEditor = await centreNoticeEditor();
    const own = await created(noticeEditor);
    expect((await staffPage(noticeEditor)).status).toBe(200);
    await projected(noticeEditor, own.contentId, 1);
  });

  it('not logged in: the staff calls say so (403 with gateway code 401)', async () => {
    expect((await staffPage(visitor())).body.code).toBe(401);
  });
});
