import { randomUUID } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  PublicReads,
  type ContentCommandResponse,
  type ContentDetail,
  type Page,
  type PublicContent,
  type PublicContentDetail,
  type PublicMeeting,
  type PublicNames,
  type PublicRead,
  type PublicRosterEntry,
  type PublicSearchHit,
  type PublicUrl,
} from '@bk/contracts';
import { ContentKinds, type ContentKindKey } from '@bk/domain';
import { eventually } from '@bk/infrastructure/testing';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { rawRequest } from '../testing/raw-request';

/**
 * The portal's public reads, feeds and search through the running test API and workers: each
 * declared call answers, with only the published items of the association it is asked about.
 */
const home = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
const other = demoTenants.find((tenant) => tenant.channel === 'jlpca')!;
const CMS = '/api/v1/cms/content';

let admin: ApiClient;
let otherAdmin: ApiClient;

const unique = (label: string) => `${label}${randomUUID().slice(0, 8)}`;
const visitor = (channel = home.channel) => ApiClient.forTestServer(channel);
const ids = (rows: readonly { contentId: string }[]) => rows.map((row) => row.contentId);

type Item = { contentId: string; title: string };

/** An article of the kind, published or not, once the read model shows it. */
const article = async (client: ApiClient, kind: ContentKindKey, publish: boolean, extra: Record<string, unknown> = {}): Promise<Item> => {
  const title = unique(`${ContentKinds[kind].label.zh}测试`);
  const saved = await client.post<ContentCommandResponse>(`${CMS}/saveOrUpdateCmsContent`, {
    kind,
    title,
    body: `<p>${title}：破产重整与府院联动的实务要点。</p>`,
    ...extra,
  });
  expect(saved.body).toMatchObject({ code: 200 });
  let version = saved.body.data.version;
  if (publish) {
    const published = await client.post<ContentCommandResponse>(`${CMS}/doOnOffCmsContent`, { contentId: saved.body.data.contentId, version, published: true });
    expect(published.body).toMatchObject({ code: 200 });
    version = published.body.data.version;
  }
  await eventually(async () => {
    const detail = await client.get<ContentDetail>(`${CMS}/getCmsContentDetail`, { contentId: saved.body.data.contentId });
    expect(detail.body.data?.version).toBe(version);
  });
  return { contentId: saved.body.data.contentId, title };
};

const call = <T>(read: PublicRead, input: Record<string, unknown>, channel = home.channel) =>
  read.method === 'get' || read.input === 'query'
    ? // A "query params" POST sends its input in the query string.
      read.method === 'get'
      ? visitor(channel).get<T>(`/api/noauth/${read.path}`, Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])))
      : rawRequest('POST', `/api/noauth/${read.path}?${new URLSearchParams({ _channel: channel, ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) })}`).then(
          (response) => ({ status: response.status, body: response.body as { code: number; data: T } }),
        )
    : visitor(channel).post<T>(`/api/noauth/${read.path}`, input);

beforeAll(async () => {
  admin = await ApiClient.forTestServer(home.channel).login('admin');
  otherAdmin = await ApiClient.forTestServer(other.channel).login('admin');
});

describe('the declared public reads', () => {
  it('every call answers its shape for a demo association, and every call is in the OpenAPI document', async () => {
    const document = (await rawRequest('GET', '/api/openapi.json')).body as unknown as { paths: Record<string, Record<string, unknown>> };
    for (const [key, read] of Object.entries(PublicReads) as [string, PublicRead][]) {
      const input = read.shape === 'kindPage' ? { kind: 'news', pageSize: 5 } : ['page', 'meetings', 'roster'].includes(read.shape) ? { pageSize: 5 } : {};
      const response = await eventually(async () => {
        const answer = await call<unknown>(read, input);
        expect({ key, status: answer.status, code: answer.body.code }).toEqual({ key, status: 200, code: 200 });
        // The demo data gives every call something to show.
        const data = answer.body.data as { list?: unknown[]; total?: number } | unknown[] | null;
        expect({ key, shown: Array.isArray(data) ? data.length : data && 'list' in data ? data.list!.length : data === null ? 0 : 1 }).not.toEqual({ key, shown: 0 });
        return answer;
      });
      expect(response.body.data).toBeDefined();
      expect(document.paths[`/api/noauth/${read.path}`]?.[read.method]).toBeDefined();
    }
  });

  it('page calls show the published items of their kinds in the association asked about, and nothing else', async () => {
    const pageReads = (Object.values(PublicReads) as PublicRead[]).filter((read) => read.shape === 'page' && ContentKinds[read.kinds[0]!].shape === 'article');
    for (const read of pageReads) {
      const kind = read.kinds[0]!;
      const typed = read.announcementTypes ? { announcementType: read.announcementTypes[0] } : {};
      const live = await article(admin, kind, true, typed);
      const draft = await article(admin, kind, false, typed);
      const elsewhere = await article(otherAdmin, kind, true, typed);
      const shown = ids((await call<Page<PublicContent>>(read, { pageSize: 100 })).body.data.list);
      expect({ path: read.path, live: shown.includes(live.contentId), draft: shown.includes(draft.contentId), elsewhere: shown.includes(elsewhere.contentId) }).toEqual({
        path: read.path,
        live: true,
        draft: false,
        elsewhere: false,
      });
    }
    // An announcement of a type the call does not carry stays out of it.
    const enterprise = await article(admin, 'courtReformAnnouncement', true, { announcementType: 1 });
    expect(ids((await call<Page<PublicContent>>(PublicReads.financingList, { pageSize: 100 })).body.data.list)).not.toContain(enterprise.contentId);
  });

  it('pages: total, page size and page number hold across pages', async () => {
    const first = (await call<Page<PublicContent>>(PublicReads.contentList, { kind: 'laws', pageSize: 1, pageNum: 1 })).body.data;
    const second = (await call<Page<PublicContent>>(PublicReads.contentList, { kind: 'laws', pageSize: 1, pageNum: 2 })).body.data;
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(second).toMatchObject({ total: first.total, pageNum: 2, pageSize: 1 });
    expect(second.list[0]!.contentId).not.toBe(first.list[0]!.contentId);
    expect((await call<unknown>(PublicReads.contentList, { kind: 'meeting' })).body).toMatchObject({ code: 400, msg: '内容类型无效' });
    expect((await call<unknown>(PublicReads.homeNews, { pageSize: 1000 })).body).toMatchObject({ code: 400 });
  });

  it('single pages, links, names, meetings and rosters: published only, own association only', async () => {
    const intro = (await call<PublicContentDetail | null>(PublicReads.associationIntro, {})).body.data;
    expect(intro).toMatchObject({ kind: 'associationIntro', body: expect.stringContaining('协会') });
    const links = (await call<PublicContent[]>(PublicReads.links, {})).body.data;
    // The demo's fourth friendly link is not published.
    expect(links.map((link) => link.title)).toEqual(['全国企业破产重整案件信息网', '中国裁判文书网', '国家企业信用信息公示系统']);
    const names = (await call<PublicNames>(PublicReads.investorIntro, {})).body.data;
    expect(names.names).toEqual(expect.arrayContaining(['华南产业升级投资基金（有限合伙）', '鹏城资产管理有限公司']));
    expect(names.names).not.toContain('市属国有资本运营有限公司');
    // The investor pool shows what an investor is, never its contact person or number.
    const pool = (await call<Page<PublicContent>>(PublicReads.investorList, { pageSize: 10 })).body.data.list;
    expect(pool.length).toBeGreaterThan(0);
    for (const investor of pool) {
      expect(investor.fields).toHaveProperty('investorType');
      expect(investor.fields).not.toHaveProperty('contact');
      expect(investor.fields).not.toHaveProperty('phone');
    }
    const meetings = (await call<Page<PublicMeeting>>(PublicReads.meetings, { pageSize: 10 })).body.data.list;
    expect(meetings.map((meeting) => [meeting.status, meeting.link.label.zh]).sort()).toEqual([
      [0, '进入会议'],
      [1, '进入测试'],
      [4, '会议详情'],
    ]);
    const overseas = (await call<Page<PublicRosterEntry>>(PublicReads.overseasInfo, { pageSize: 10 })).body.data.list;
    expect(overseas.length).toBeGreaterThan(0);
    expect(overseas.every((entry) => entry.orgType === 4)).toBe(true);
    expect(overseas[0]).not.toHaveProperty('creditCode');
    // An unknown association is the spec's 404, not someone else's content.
    expect((await call<unknown>(PublicReads.links, {}, 'no-such-association')).body).toMatchObject({ code: 404 });
  });

  it('announcement addresses: its portal page, and only attachments it carries', async () => {
    const announcement = (await call<Page<PublicContent>>(PublicReads.financingList, { pageSize: 1 })).body.data.list[0]!;
    expect((await visitor().get<PublicUrl>('/api/noauth/v1/announcement/url', { contentId: announcement.contentId })).body.data).toEqual({
      url: `/portal/${home.channel}/caseInfoDetail/${announcement.contentId}`,
    });
    const withAnnex = (await visitor().get<PublicContentDetail>('/api/noauth/v1/home/content/detail', { contentId: announcement.contentId })).body.data;
    for (const attachment of withAnnex.attachments) {
      expect((await visitor().get<PublicUrl>('/api/noauth/v1/announcement/annex/url', { contentId: announcement.contentId, fileId: attachment.fileId })).body.data).toEqual({ url: attachment.url });
    }
    expect((await visitor().get('/api/noauth/v1/announcement/annex/url', { contentId: announcement.contentId, fileId: randomUUID() })).status).toBe(404);
  });
});

describe('Atom feeds', () => {
  it('are valid Atom with the published items of the list only', async () => {
    const live = await article(admin, 'laws', true);
    const draft = await article(admin, 'laws', false);
    const response = await rawRequest('GET', `/api/noauth/v1/feeds/${home.channel}/laws.atom`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/atom+xml');
    expect(XMLValidator.validate(response.text)).toBe(true);
    const feed = (new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' }).parse(response.text) as {
      feed: { '@_xmlns': string; id: string; updated: string; title: string; entry: { id: string; title: string; published: string; link: { '@_href': string }[] }[] };
    }).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toContain(home.name);
    const entry = feed.entry.find((candidate) => candidate.id === `urn:uuid:${live.contentId}`);
    expect(entry).toMatchObject({ title: live.title });
    expect(entry!.link[0]!['@_href']).toMatch(new RegExp(`/portal/${home.channel}/lawDetail/${live.contentId}$`));
    expect(feed.entry.some((candidate) => candidate.id === `urn:uuid:${draft.contentId}`)).toBe(false);
    expect(feed.entry.every((candidate) => !Number.isNaN(Date.parse(candidate.published)))).toBe(true);

    // Announcements by type: an announcement of type 6 is in feed 6, not in feed 5.
    const auction = await article(admin, 'courtReformAnnouncement', true, { announcementType: 6 });
    expect((await rawRequest('GET', `/api/noauth/v1/feeds/${home.channel}/announcement-6.atom`)).text).toContain(auction.contentId);
    expect((await rawRequest('GET', `/api/noauth/v1/feeds/${home.channel}/announcement-5.atom`)).text).not.toContain(auction.contentId);
    expect((await rawRequest('GET', `/api/noauth/v1/feeds/${home.channel}/secret.atom`)).status).toBe(404);
  });
});

describe('search', () => {
  it('finds Chinese text inside sentences, published and own association only, with the match marked', async () => {
    const phrase = `渤海${randomUUID().slice(0, 4)}造船`;
    const live = await article(admin, 'news', true, { body: `<p>本市法院裁定受理${phrase}有限公司重整申请，管理人已进驻。</p>` });
    const inTitle = await article(admin, 'policy', true, { title: `关于${phrase}重整的通知` });
    const draft = await article(admin, 'news', false, { body: `<p>${phrase}尚未公开</p>` });
    const elsewhere = await article(otherAdmin, 'news', true, { body: `<p>${phrase}外地消息</p>` });
    const hits = (await visitor().post<Page<PublicSearchHit>>('/api/noauth/v1/home/search', { keyword: phrase })).body.data;
    expect(ids(hits.list)).toEqual([inTitle.contentId, live.contentId]);
    expect(ids(hits.list)).not.toContain(draft.contentId);
    expect(ids(hits.list)).not.toContain(elsewhere.contentId);
    const bodyHit = hits.list[1]!;
    expect(bodyHit.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([phrase]);
    expect(bodyHit.snippet.map((part) => part.text).join('')).toContain(`裁定受理${phrase}有限公司`);
    expect(hits.list[0]!.title.find((part) => part.match)?.text).toBe(phrase);
    // Two terms: both must occur.
    expect(ids((await visitor().post<Page<PublicSearchHit>>('/api/noauth/v1/home/search', { keyword: `${phrase} 管理人已进驻` })).body.data.list)).toEqual([live.contentId]);
    expect((await visitor().post('/api/noauth/v1/home/search', { keyword: ' ' })).body).toMatchObject({ code: 400, msg: '请输入搜索词' });
  });
});
