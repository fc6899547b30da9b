import { PermissionKeys, type PermissionKey } from '../access/permission-keys';
import type { PageListIndex, PublishType } from '../constants/content-kinds';
import type { Label } from '../shared/transitions';
import { friendlyLinkFields, iconLinkFields, investorFields, meetingFields, memberUnitFields, type ContentFieldDeclaration } from './content-field';

/**
 * The content kit's catalogue: every kind of content any portal variant shows is one declaration
 * here. The decider validates a save by it, the API checks its keys by it, the console draws its
 * list and form from it. A new kind is a new entry, not new code.
 */
export const ContentKindKeys = [
  'news',
  'knowledge',
  'laws',
  'policy',
  'associationNotice',
  'lecture',
  'training',
  'memberStyle',
  'guide',
  'workGuide',
  'typicalCase',
  'lessons',
  'centreNews',
  'notice',
  'partyBuilding',
  'managerStyle',
  'adviser',
  'centerIntroduction',
  'charter',
  'contactUs',
  'associationIntro',
  'memberUnit',
  'investor',
  'friendlyLink',
  'iconLink',
  'courtReformAnnouncement',
  'meeting',
] as const;
export type ContentKindKey = (typeof ContentKindKeys)[number];

/**
 * article: a dated item in a list (title, summary, rich text, cover, attachments);
 * singlePage: one page per association (the item's id derives from association and kind);
 * record: a directory entry whose facts are structured fields.
 */
export type ContentShape = 'article' | 'singlePage' | 'record';

/** Any one key of a list admits (the API declares them all on the route). */
export type ContentKindPermissions = { view: readonly PermissionKey[]; edit: readonly PermissionKey[]; publish: readonly PermissionKey[] };

export type ContentKind = {
  key: ContentKindKey;
  label: Label;
  shape: ContentShape;
  publishType: PublishType;
  pageListIndex: PageListIndex | null;
  /** What the title is called on this kind's form: a record's title is its name. */
  titleLabel: Label;
  /** The longest title the kind's screen allows (ContentLimits.title unless tighter). */
  titleMax: number;
  /** Rich text: required on articles and single pages, optional where a record has an introduction, absent on links. */
  body: 'required' | 'optional' | 'none';
  fields: readonly ContentFieldDeclaration[];
  attachments: boolean;
  cover: boolean;
  /** Listed by an editor-set order (links) rather than newest first. */
  ordered: boolean;
  /** Announcements name one of the six announcement types (spec §3). */
  announcementType: boolean;
  permissions: ContentKindPermissions;
  /** The back-office screen (spec §2 menu key) that edits this kind. */
  menuKey: string;
};

const keys = (view: PermissionKey | readonly PermissionKey[], edit = view, publish = edit): ContentKindPermissions => {
  const list = (value: PermissionKey | readonly PermissionKey[]): readonly PermissionKey[] => (typeof value === 'string' ? [value] : value);
  return { view: list(view), edit: list(edit), publish: list(publish) };
};

const NEWS_KEYS = keys(PermissionKeys.newsView, PermissionKeys.newsEdit, PermissionKeys.newsPublish);
const KNOWLEDGE_KEYS = keys(PermissionKeys.knowledgeView, PermissionKeys.knowledgeEdit, PermissionKeys.knowledgePublish);
const TITLE: Label = { zh: '标题', en: 'Title' };
const NAME: Label = { zh: '名称', en: 'Name' };

type ArticleOptions = Partial<Pick<ContentKind, 'attachments' | 'permissions' | 'menuKey'>>;

const article = (key: ContentKindKey, zh: string, en: string, publishType: PublishType, pageListIndex: PageListIndex, options: ArticleOptions = {}): ContentKind => ({
  key,
  label: { zh, en },
  shape: 'article',
  publishType,
  pageListIndex,
  titleLabel: TITLE,
  titleMax: 200,
  body: 'required',
  fields: [],
  attachments: true,
  cover: true,
  ordered: false,
  announcementType: false,
  permissions: publishType === 1 ? NEWS_KEYS : KNOWLEDGE_KEYS,
  menuKey: publishType === 1 ? 'news' : 'knowledgeManagement',
  ...options,
});

const singlePage = (key: ContentKindKey, zh: string, en: string): ContentKind => ({
  key,
  label: { zh, en },
  shape: 'singlePage',
  publishType: 6,
  pageListIndex: null,
  titleLabel: TITLE,
  titleMax: 200,
  body: 'required',
  fields: [],
  attachments: true,
  cover: false,
  ordered: false,
  announcementType: false,
  permissions: keys(PermissionKeys.singlePageContent),
  menuKey: 'centerIntroduction',
});

type RecordOptions = Pick<ContentKind, 'publishType' | 'pageListIndex' | 'fields' | 'body' | 'ordered' | 'permissions' | 'menuKey'> &
  Partial<Pick<ContentKind, 'cover'>>;

const record = (key: ContentKindKey, zh: string, en: string, options: RecordOptions): ContentKind => ({
  key,
  label: { zh, en },
  shape: 'record',
  titleLabel: NAME,
  titleMax: 200,
  attachments: false,
  cover: false,
  announcementType: false,
  ...options,
});

const catalogue: readonly ContentKind[] = [
  // Publish type 1: news and notices, under the news keys.
  article('news', '新闻资讯', 'News', 1, 1),
  article('centreNews', '中心动态', 'Centre news', 1, 1),
  article('associationNotice', '协会公告', 'Association announcements', 1, 2),
  article('notice', '通知公告', 'Notices', 1, 2),
  article('memberStyle', '会员风采', 'Member style', 1, 9),
  article('managerStyle', '管理人风采', 'Manager style', 1, 9),
  article('partyBuilding', '党建工作', 'Party building', 1, 10),
  // Publish type 2: knowledge (multi-article pages), under the knowledge keys.
  article('knowledge', '知识管理', 'Knowledge', 2, 3),
  article('lecture', '专家讲坛', 'Expert lectures', 2, 6),
  article('training', '业务培训', 'Business training', 2, 6),
  article('guide', '办事指南', 'Guides', 2, 7),
  article('workGuide', '工作指引', 'Work guides', 2, 7),
  article('typicalCase', '典型案例', 'Typical cases', 2, 8),
  article('lessons', '他山之石', 'Lessons from elsewhere', 2, 8),
  article('adviser', '重整顾问介绍', 'Restructuring advisers', 2, 11),
  article('laws', '法律法规', 'Laws and regulations', 3, 4, {
    permissions: keys(PermissionKeys.lawsView, PermissionKeys.lawsEdit, PermissionKeys.lawsPublish),
    menuKey: 'lawsRegulations',
  }),
  article('policy', '政策文件', 'Policy files', 5, 5, {
    permissions: keys(PermissionKeys.policyView, PermissionKeys.policyEdit, PermissionKeys.policyPublish),
    menuKey: 'policy',
  }),
  {
    key: 'courtReformAnnouncement',
    label: { zh: '庭外重组公告', en: 'Restructuring announcements' },
    shape: 'article',
    publishType: 4,
    // Told apart by announcement type, not by a page list of their own.
    pageListIndex: null,
    titleLabel: TITLE,
    // The announcement screen's limit, tighter than other articles'.
    titleMax: 100,
    body: 'required',
    fields: [],
    attachments: true,
    cover: false,
    ordered: false,
    announcementType: true,
    // Court-reform associations grant courtReform:announcement, restructuring centres csj:notice.
    permissions: keys([PermissionKeys.courtReformAnnouncement, PermissionKeys.csjOutsideCourtNotices]),
    menuKey: 'courtReformGgxx',
  },
  singlePage('centerIntroduction', '中心简介', 'Centre introduction'),
  singlePage('associationIntro', '协会简介', 'Association introduction'),
  singlePage('charter', '章程', 'Charter'),
  singlePage('contactUs', '联系我们', 'Contact us'),
  // The spec has query keys only for the directories: they admit viewing, editing and publishing.
  record('memberUnit', '会员单位', 'Member units', {
    publishType: 7,
    pageListIndex: 12,
    fields: memberUnitFields,
    body: 'optional',
    ordered: false,
    permissions: keys(PermissionKeys.memberUnitsQuery),
    menuKey: 'memberUnits',
  }),
  record('investor', '投资人库', 'Investor pool', {
    publishType: 7,
    pageListIndex: 12,
    fields: investorFields,
    // The investor's introduction.
    body: 'optional',
    ordered: false,
    permissions: keys(PermissionKeys.investorPoolQuery),
    menuKey: 'investorPool',
  }),
  record('friendlyLink', '友情链接', 'Friendly links', {
    publishType: 8,
    pageListIndex: null,
    fields: friendlyLinkFields,
    body: 'none',
    ordered: true,
    permissions: keys(PermissionKeys.friendlyLinks),
    menuKey: 'links',
  }),
  // Creditors' meetings held online (home/meeting/List): the link's label follows the status (spec §4).
  record('meeting', '网络会议', 'Online meetings', {
    publishType: 2,
    pageListIndex: null,
    fields: meetingFields,
    // The meeting's agenda.
    body: 'optional',
    ordered: false,
    permissions: KNOWLEDGE_KEYS,
    menuKey: 'knowledgeManagement',
  }),
  record('iconLink', '图标链接', 'Icon links', {
    publishType: 8,
    pageListIndex: null,
    fields: iconLinkFields,
    body: 'none',
    ordered: true,
    permissions: keys(PermissionKeys.iconLinks),
    menuKey: 'iconLinks',
  }),
];

export const ContentKinds: Readonly<Record<ContentKindKey, ContentKind>> = Object.fromEntries(
  catalogue.map((kind) => [kind.key, kind]),
) as Record<ContentKindKey, ContentKind>;

export const contentKindList: readonly ContentKind[] = ContentKindKeys.map((key) => ContentKinds[key]);

export const isContentKindKey = (value: string): value is ContentKindKey => (ContentKindKeys as readonly string[]).includes(value);

/**
 * The kind of an item saved before kinds were recorded: only announcements existed then, so
 * publish type 4 is an announcement and anything else reads as news.
 */
export const legacyContentKind = (publishType: number): ContentKindKey => (publishType === 4 ? 'courtReformAnnouncement' : 'news');

/** Kinds whose keys include this one: a user's reachable kinds, and the union a generic route declares. */
export const contentKindsFor = (rightKeys: readonly string[], action: keyof ContentKindPermissions): ContentKind[] =>
  contentKindList.filter((kind) => kind.permissions[action].some((key) => rightKeys.includes(key)));

export const mayOnContentKind = (rightKeys: readonly string[], kind: ContentKindKey, action: keyof ContentKindPermissions): boolean =>
  ContentKinds[kind].permissions[action].some((key) => rightKeys.includes(key));

/** Every key of any kind for an action, once each: what a generic content route declares. */
export const contentPermissionKeys = (action: keyof ContentKindPermissions): PermissionKey[] => [
  ...new Set(contentKindList.flatMap((kind) => kind.permissions[action])),
];

/** Limits of the kit, checked by the decider and the contract alike. */
export const ContentLimits = {
  title: 200,
  body: 200_000,
  labels: 10,
  attachments: 20,
  order: 9_999,
  fieldText: 200,
  tag: 30,
  bulkItems: 100,
} as const;
