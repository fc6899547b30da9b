import {
  AnnouncementTypes,
  ContentKinds,
  type AnnouncementTypeCode,
  type ContentKindKey,
  type Label,
  type MeetingStatus,
} from '@bk/domain';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../envelope';
import { pageNumField } from '../fields';
import { categoryCodeField, type PublicContent, type PublicContentDetail } from './content-kit';

/**
 * The portal's public reads (spec §7 "Public, no login"): each call is one row of this table —
 * which kinds (or which other read model) it reads and in what shape it answers. The API
 * registers one route per row; the portal finds an area's call here. Only published items of the
 * association the request names are ever read.
 *
 * Shapes:
 * - page: a page of published items of the kinds (pinned first, newest first), by category;
 * - kindPage: the same for one kind the caller names (tabs, lists of any public kind);
 * - all: every published item of the kinds (links: a handful, in the editors' order);
 * - single: the published single page of the first kind that has one (with its body), or null;
 * - names: the titles of every published item (the investor names of trzfy);
 * - meetings: a page of meetings with the link label of each one's status (spec §4);
 * - roster: a page of the association's active roster entries of the organisation types.
 */
export type PublicReadShape = 'page' | 'kindPage' | 'all' | 'single' | 'names' | 'meetings' | 'roster';

export type PublicRead = {
  method: 'get' | 'post';
  /** Under /api/noauth. */
  path: string;
  shape: PublicReadShape;
  kinds: readonly ContentKindKey[];
  /** Announcement kinds: only these announcement types. */
  announcementTypes?: readonly AnnouncementTypeCode[];
  /** Roster reads: these organisation types (spec §3: manager 1, assess 2, investor 3, overseas 4). */
  orgTypes?: readonly number[];
  /** Where the input travels: the query (every GET, and the spec's "query params" POST) or the body. */
  input: 'query' | 'body';
  /** What the call is for, as the OpenAPI document and the README say it. */
  summary: string;
};

const read = (method: PublicRead['method'], path: string, shape: PublicReadShape, kinds: readonly ContentKindKey[], summary: string, extra: Partial<PublicRead> = {}): PublicRead => ({
  method,
  path,
  shape,
  kinds,
  input: method === 'get' ? 'query' : 'body',
  summary,
  ...extra,
});

/** Kinds the public may list by name: every kind but meetings, which answer with their links (the meetings call). */
export const publicListKinds = (Object.keys(ContentKinds) as ContentKindKey[]).filter((kind) => kind !== 'meeting');

export const PublicReads = {
  homeNews: read('post', 'v1/home/news', 'page', ['news', 'centreNews'], 'News and centre news (首页新闻动态)'),
  homeNewsV2: read('post', 'v2/home/news', 'page', ['news'], 'News (新闻资讯)'),
  knowledges: read('post', 'v2/home/knowledges', 'page', ['knowledge'], 'Knowledge articles (知识库)'),
  members: read('post', 'v2/home/members', 'page', ['memberUnit'], 'Member units (会员单位)'),
  center: read('post', 'v1/home/center', 'single', ['centerIntroduction', 'associationIntro'], 'Centre introduction (中心简介)'),
  associationIntro: read('get', 'v1/associatio/intro', 'single', ['associationIntro', 'centerIntroduction'], 'Association introduction (协会简介)'),
  links: read('get', 'v1/home/links', 'all', ['friendlyLink'], 'Friendly links (友情链接)'),
  workEntrance: read('get', 'v1/work/entrance', 'all', ['iconLink'], 'Work entrances: the icon links of the home page (办事入口)'),
  investorIntro: read('get', 'v1/home/investor/intro', 'names', ['investor'], 'Investor names of the investment and financing page (投资人名录)'),
  investorList: read('post', 'v1/investor/list', 'page', ['investor'], 'Investor pool (投资人库)'),
  guidelines: read('post', 'v1/guidelines/list', 'page', ['guide'], 'Guides (办事指南)'),
  overseasInfo: read('post', 'v1/home/overseas/info', 'roster', [], 'Overseas institutions of the roster, organisation type 4 (境外机构)', { orgTypes: [4] }),
  brokesInfo: read('post', 'v1/home/brokes/info', 'page', ['knowledge', 'lessons'], 'Bankruptcy knowledge for enterprises in distress (困境企业·破产知识)'),
  brokesFineCase: read('post', 'v1/home/brokes/fineCase', 'page', ['typicalCase'], 'Typical cases (典型案例)'),
  brokesGuide: read('post', 'v1/home/brokes/guide', 'page', ['guide', 'workGuide'], 'Guides and work guides of the bankruptcy services (破产办事指引)'),
  financingList: read('post', 'v1/home/financing/list', 'page', ['courtReformAnnouncement'], 'Investment and financing opportunities: investor recruitment and asset auctions (投融资信息)', {
    announcementTypes: [5, 6],
    input: 'query',
  }),
  meetings: read('post', 'v1/home/meeting/List', 'meetings', ['meeting'], "Creditors' online meetings with their link label by status (网络会议)"),
  organAuditHomePage: read('post', 'v1/queryAnnceOrganAuditHomePage', 'page', ['courtReformAnnouncement'], 'Selection announcements: administrators and audit/appraisal institutions (机构选任公告)', {
    announcementTypes: [3, 4],
  }),
  organAuditRegistPage: read('post', 'v1/queryAnnceOrganAuditRegistPage', 'roster', [], 'Registered administrators and audit/appraisal institutions of the roster (入库机构)', {
    orgTypes: [1, 2],
  }),
  aboutNotice: read('post', 'v1/home/about/notice', 'page', ['notice', 'associationNotice'], 'Notices (通知公告)'),
  aboutWorkGuide: read('post', 'v1/home/about/workGuide', 'page', ['workGuide'], 'Work guides (工作指引)'),
  contentList: read('post', 'v1/home/content/list', 'kindPage', publicListKinds, 'Published items of one kind, by category: the tabs and lists of every portal area'),
} as const satisfies Record<string, PublicRead>;
export type PublicReadKey = keyof typeof PublicReads;

const pageSizeField = z.coerce.number({ message: '每页条数无效' }).int({ message: '每页条数无效' }).min(1, { message: '每页条数无效' }).max(MAX_PAGE_SIZE, {
  message: `每页最多${MAX_PAGE_SIZE}条`,
});

export const publicReadPageSchema = z.object({
  pageNum: pageNumField,
  pageSize: pageSizeField.default(DEFAULT_PAGE_SIZE),
  categoryCode: categoryCodeField.optional(),
});
export type PublicReadPageRequest = z.infer<typeof publicReadPageSchema>;

export const publicKindPageSchema = publicReadPageSchema.extend({
  kind: z.enum(publicListKinds as [ContentKindKey, ...ContentKindKey[]], { message: '内容类型无效' }),
});
export type PublicKindPageRequest = z.infer<typeof publicKindPageSchema>;

/** Calls that list without paging take nothing but the channel. */
export const publicReadNothingSchema = z.object({});

/** The input each shape validates (the channel travels in its header or `_channel`). */
export const publicReadInput = (shape: PublicReadShape): z.ZodType => {
  switch (shape) {
    case 'page':
    case 'meetings':
    case 'roster':
      return publicReadPageSchema;
    case 'kindPage':
      return publicKindPageSchema;
    case 'all':
    case 'single':
    case 'names':
      return publicReadNothingSchema;
    default: {
      const unknownShape: never = shape;
      throw new Error(`unknown public read shape ${String(unknownShape)}`);
    }
  }
};

export type PublicNames = { total: number; names: string[] };

export type PublicMeeting = PublicContent & {
  caseName: string;
  meetingAt: string;
  status: MeetingStatus;
  statusLabel: Label;
  /** Spec §4: the label of the meeting link follows the status. */
  link: { label: Label; url: string };
};

export type PublicRosterEntry = {
  entryId: string;
  orgType: number;
  name: string;
  address: string;
  qualificationLevel: string;
  contactPerson: string;
  contactPhone: string;
};

/** What each shape answers. */
export type PublicReadAnswer = {
  page: Page<PublicContent>;
  kindPage: Page<PublicContent>;
  all: PublicContent[];
  single: PublicContentDetail | null;
  names: PublicNames;
  meetings: Page<PublicMeeting>;
  roster: Page<PublicRosterEntry>;
};

/**
 * The Atom feeds of the public lists (GET /api/noauth/v1/feeds/{associationId}/{feed}.atom):
 * news, laws, policy and the announcements of each type 1–6.
 */
export type PublicFeed = { title: Label; kinds: readonly ContentKindKey[]; announcementType?: AnnouncementTypeCode };

const announcementFeeds = Object.fromEntries(
  Object.values(AnnouncementTypes).map((type) => [
    `announcement-${type.code}`,
    { title: { zh: `庭外重组公告·${type.zh}`, en: `Announcements: ${type.en}` }, kinds: ['courtReformAnnouncement'], announcementType: type.code },
  ]),
) as Record<string, PublicFeed>;

export const PublicFeeds: Readonly<Record<string, PublicFeed>> = {
  news: { title: ContentKinds.news.label, kinds: ['news'] },
  laws: { title: ContentKinds.laws.label, kinds: ['laws'] },
  policy: { title: ContentKinds.policy.label, kinds: ['policy'] },
  ...announcementFeeds,
};
export const isPublicFeed = (name: string): boolean => Object.hasOwn(PublicFeeds, name);
export const publicFeedPath = (associationId: string, feed: string): string => `/api/noauth/v1/feeds/${encodeURIComponent(associationId)}/${feed}.atom`;

/** POST /api/noauth/v1/home/search: every published item of the association, in Chinese or any text. */
export const publicSearchSchema = z.object({
  keyword: z.string({ message: '请输入搜索词' }).trim().min(1, { message: '请输入搜索词' }).max(50, { message: '搜索词不能超过50个字' }),
  pageNum: pageNumField,
  pageSize: pageSizeField.default(DEFAULT_PAGE_SIZE),
});
export type PublicSearchRequest = z.infer<typeof publicSearchSchema>;

/**
 * A search hit: the snippet is plain text split into parts, the matched ones marked, so a client
 * highlights without ever rendering HTML from the server.
 */
export type SearchSnippetPart = { text: string; match: boolean };
export type PublicSearchHit = {
  contentId: string;
  kind: ContentKindKey;
  announcementType: AnnouncementTypeCode | null;
  title: SearchSnippetPart[];
  snippet: SearchSnippetPart[];
  publishedAt: string;
};

/**
 * The portal screen that shows one item of a kind (spec §2 detail screens). Every detail screen
 * reads GET home/content/detail, so this only chooses where a feed entry or a search hit leads.
 */
const detailScreens: Partial<Record<ContentKindKey, string>> = {
  news: 'newsDetail',
  centreNews: 'newsDetail',
  laws: 'lawDetail',
  policy: 'lawDetail',
  courtReformAnnouncement: 'caseInfoDetail',
  knowledge: 'dilemmaDetail',
  lessons: 'glrdtDetail',
  typicalCase: 'glrdtDetail',
  adviser: 'glrdtDetail',
  managerStyle: 'glrdtDetail',
  guide: 'yjblfwDetail',
  workGuide: 'yjblfwDetail',
};
export const detailScreenOf = (kind: ContentKindKey): string => detailScreens[kind] ?? 'blpcfwDetail';

/** The portal path of one item, under a variant's route prefix (/portal, /portal-csj…). */
export const portalItemPath = (routePrefix: string, associationId: string, kind: ContentKindKey, contentId: string): string =>
  `${routePrefix}/${encodeURIComponent(associationId)}/${detailScreenOf(kind)}/${contentId}`;
