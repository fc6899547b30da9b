import type { PublicReadKey } from './public-reads';
import { ContentKinds, PortalVariants, portalTabKinds, type ContentKindKey, type Label, type PortalTab, type PortalVariantKey } from '@bk/domain';

/**
 * The portal's areas (spec §2): each screen is a declaration — its title, banner, feeds and tabs,
 * and what each tab shows — drawn by one tabbed screen (area-page.tsx) and one detail screen
 * (the portal's area-page.tsx) and one detail screen (item-detail-page.tsx). Which areas a
 * variant has is its screen set below; its own tabs come from libs/domain PortalVariants. The
 * spec names the screens and the restructuring-centre and northeast tabs; the other tabs are ours
 * (README "Portal areas").
 */

/** What one tab shows. */
export type TabSource =
  /** Published items of a kind, by category: POST home/content/list. A single-page kind shows its page. */
  | { type: 'kind'; kind: ContentKindKey; categoryCode?: number }
  /** One of the declared public reads, drawn by its shape. */
  | { type: 'read'; read: PublicReadKey }
  /** The association's public organisation tree (GET home/about/queryHomeDeptTree). */
  | { type: 'organisation' };

export type AreaTab = Label & { key: string; source: TabSource };

export const AreaKeys = [
  'caseInfo',
  'caseAndLegle',
  'dilemma',
  'dilemmaList',
  'dilemmaArticleList',
  'glrdt',
  'yjblfw',
  'kjpcfw',
  'trzfy',
  'blpcfw',
  'moreServiceItem',
  'onlineService',
  'guid',
  'lxwm',
  'news-list',
  'zjjt',
  'ywpx',
  'xhAnnounce',
  'flfg',
  'hyfc',
] as const;
export type AreaKey = (typeof AreaKeys)[number];
export const isAreaKey = (value: string): value is AreaKey => (AreaKeys as readonly string[]).includes(value);

/** Detail screens (spec §2); every one shows an item by home/content/detail and leads back to its area. */
export const DetailScreens = {
  caseInfoDetail: 'caseInfo',
  dilemmaDetail: 'dilemma',
  lawDetail: 'caseAndLegle',
  glrdtDetail: 'glrdt',
  yjblfwDetail: 'yjblfw',
  blpcfwDetail: 'blpcfw',
  xhAnnounceDetail: 'xhAnnounce',
  flfgDetail: 'flfg',
} as const satisfies Record<string, AreaKey>;
export type DetailScreen = keyof typeof DetailScreens;
export const isDetailScreen = (value: string): value is DetailScreen => Object.hasOwn(DetailScreens, value);

export type Area = {
  key: AreaKey;
  title: Label;
  /** Where an item of the area opens. */
  detail: DetailScreen | 'newsDetail';
  /** The banner image name of the public-welfare variant (spec: xhgg, flfg). */
  banner?: string;
  /** Atom feeds of the area's lists, linked as alternates of the page. */
  feeds?: readonly string[];
  /** Entries to the applications (links to other screens) shown above the tabs. */
  entries?: boolean;
  tabs: (variant: PortalVariantKey) => readonly AreaTab[];
};

const label = (zh: string, en: string): Label => ({ zh, en });
const kindTab = (kind: ContentKindKey, categoryCode?: number): AreaTab => ({ key: kind, ...ContentKinds[kind].label, source: { type: 'kind', kind, categoryCode } });
const readTab = (key: string, zh: string, en: string, read: PublicReadKey): AreaTab => ({ key, zh, en, source: { type: 'read', read } });

/** A variant's own tab bar (csj and jilin glrdt, blpcfw): the kind each tab's code is filed under, the tree for the organisation tab. */
const variantTab = (tab: PortalTab): AreaTab => {
  const kind = portalTabKinds[tab.key];
  if (!kind || tab.code === null) return { key: tab.key, zh: tab.zh, en: tab.en, source: { type: 'organisation' } };
  return { key: tab.key, zh: tab.zh, en: tab.en, source: { type: 'kind', kind, categoryCode: ContentKinds[kind].shape === 'singlePage' ? undefined : tab.code } };
};

const variantTabs = (own: readonly PortalTab[] | undefined, fallback: readonly AreaTab[]): readonly AreaTab[] => (own ? own.map(variantTab) : fallback);

const lectureTabs = [kindTab('lecture'), kindTab('training')];

export const Areas: Readonly<Record<AreaKey, Area>> = {
  caseInfo: {
    key: 'caseInfo',
    title: label('案件公告', 'Case announcements'),
    detail: 'caseInfoDetail',
    feeds: ['announcement-1', 'announcement-2', 'announcement-3', 'announcement-4', 'announcement-5', 'announcement-6'],
    // Spec §2: the default portal's tabs 1 and 2, csj 3, jilin 12 — announcement categories.
    tabs: (variant) =>
      PortalVariants[variant].caseInfoTabs.map((tab) => ({
        key: String(tab.code),
        ...label(tab.zh, tab.en),
        source: { type: 'kind', kind: 'courtReformAnnouncement', categoryCode: tab.code ?? undefined },
      })),
  },
  caseAndLegle: {
    key: 'caseAndLegle',
    title: label('案例法规', 'Cases and law'),
    detail: 'lawDetail',
    feeds: ['laws', 'policy'],
    tabs: () => [kindTab('laws'), kindTab('policy'), readTab('fineCase', '典型案例', 'Typical cases', 'brokesFineCase')],
  },
  dilemma: {
    key: 'dilemma',
    title: label('困境企业服务', 'Help for enterprises in distress'),
    detail: 'dilemmaDetail',
    entries: true,
    tabs: () => [readTab('info', '破产知识', 'Bankruptcy knowledge', 'brokesInfo'), readTab('guide', '办事指引', 'Guides', 'brokesGuide')],
  },
  dilemmaList: {
    key: 'dilemmaList',
    title: label('困境企业服务指引', 'Guides for enterprises in distress'),
    detail: 'dilemmaDetail',
    tabs: () => [readTab('guide', '办事指引', 'Guides', 'brokesGuide')],
  },
  dilemmaArticleList: {
    key: 'dilemmaArticleList',
    title: label('知识文章', 'Knowledge articles'),
    detail: 'dilemmaDetail',
    tabs: () => [readTab('knowledge', '知识库', 'Knowledge base', 'knowledges')],
  },
  glrdt: {
    key: 'glrdt',
    title: label('管理人天地', 'For administrators'),
    detail: 'glrdtDetail',
    tabs: (variant) =>
      variantTabs(PortalVariants[variant].glrdtTabs, [kindTab('typicalCase'), kindTab('lessons'), kindTab('managerStyle'), readTab('members', '会员单位', 'Member units', 'members')]),
  },
  yjblfw: {
    key: 'yjblfw',
    title: label('一键办理服务', 'One-stop services'),
    detail: 'yjblfwDetail',
    entries: true,
    tabs: () => [readTab('guide', '办事指南', 'Guides', 'guidelines'), readTab('workGuide', '工作指引', 'Work guides', 'aboutWorkGuide')],
  },
  kjpcfw: {
    key: 'kjpcfw',
    title: label('快捷破产服务', 'Fast bankruptcy services'),
    detail: 'caseInfoDetail',
    tabs: () => [
      readTab('meetings', '网络会议', 'Online meetings', 'meetings'),
      readTab('selection', '机构选任公告', 'Selection announcements', 'organAuditHomePage'),
      readTab('registered', '入库机构', 'Registered institutions', 'organAuditRegistPage'),
      readTab('overseas', '境外机构', 'Overseas institutions', 'overseasInfo'),
    ],
  },
  trzfy: {
    key: 'trzfy',
    title: label('投融资服务', 'Investment and financing'),
    detail: 'caseInfoDetail',
    // Spec §2: the restructuring centre hides the investor pool and the investor names.
    tabs: (variant) => [
      readTab('financing', '投融资信息', 'Opportunities', 'financingList'),
      ...(PortalVariants[variant].trzfyShowsInvestors
        ? [readTab('investors', '投资人库', 'Investor pool', 'investorList'), readTab('names', '投资人名录', 'Investor names', 'investorIntro')]
        : []),
    ],
  },
  blpcfw: {
    key: 'blpcfw',
    title: label('便利破产服务', 'Bankruptcy services'),
    detail: 'blpcfwDetail',
    tabs: (variant) =>
      variantTabs(PortalVariants[variant].blpcfwTabs, [
        readTab('intro', '协会简介', 'About us', 'associationIntro'),
        readTab('notice', '通知公告', 'Notices', 'aboutNotice'),
        readTab('guide', '办事指南', 'Guides', 'guidelines'),
        kindTab('contactUs'),
      ]),
  },
  moreServiceItem: {
    key: 'moreServiceItem',
    title: label('更多服务', 'More services'),
    detail: 'blpcfwDetail',
    entries: true,
    tabs: () => [readTab('entrance', '办事入口', 'Service entrances', 'workEntrance'), readTab('links', '友情链接', 'Links', 'links')],
  },
  onlineService: {
    key: 'onlineService',
    title: label('在线服务', 'Online service'),
    detail: 'blpcfwDetail',
    entries: true,
    tabs: () => [kindTab('contactUs'), readTab('entrance', '办事入口', 'Service entrances', 'workEntrance')],
  },
  guid: {
    key: 'guid',
    title: label('办事指南', 'Guides'),
    detail: 'yjblfwDetail',
    tabs: () => [readTab('guide', '办事指南', 'Guides', 'guidelines')],
  },
  lxwm: { key: 'lxwm', title: label('联系我们', 'Contact us'), detail: 'blpcfwDetail', tabs: () => [kindTab('contactUs')] },
  'news-list': { key: 'news-list', title: label('新闻资讯', 'News'), detail: 'newsDetail', feeds: ['news'], tabs: () => [kindTab('news')] },
  // Spec §2: expert lectures and business training share one screen; each path opens its own tab.
  zjjt: { key: 'zjjt', title: label('专家讲坛', 'Expert lectures'), detail: 'blpcfwDetail', tabs: () => lectureTabs },
  ywpx: { key: 'ywpx', title: label('业务培训', 'Business training'), detail: 'blpcfwDetail', tabs: () => [lectureTabs[1]!, lectureTabs[0]!] },
  xhAnnounce: { key: 'xhAnnounce', title: label('协会公告', 'Association announcements'), detail: 'xhAnnounceDetail', banner: 'xhgg', tabs: () => [kindTab('associationNotice')] },
  flfg: { key: 'flfg', title: label('破产政策制度', 'Bankruptcy law and policy'), detail: 'flfgDetail', banner: 'flfg', feeds: ['laws', 'policy'], tabs: () => [kindTab('laws'), kindTab('policy')] },
  hyfc: { key: 'hyfc', title: label('会员风采', 'Member style'), detail: 'blpcfwDetail', tabs: () => [kindTab('memberStyle')] },
};

/** A header entry: an area, or the public-welfare variant's consultation screen (built with the consultation accounts). */
export type NavEntry = { area: AreaKey } | { consultation: Label };

/** Screens only the public-welfare variant has (spec §2). */
const BJ_YPT_OWN: readonly AreaKey[] = ['lxwm', 'news-list', 'zjjt', 'ywpx', 'xhAnnounce', 'flfg', 'hyfc'];
const BJ_YPT_AREAS: readonly AreaKey[] = ['caseInfo', 'dilemma', 'moreServiceItem', ...BJ_YPT_OWN];
/** The default portal's screens, which the restructuring-centre and northeast variants share. */
const PORTAL_AREAS: readonly AreaKey[] = AreaKeys.filter((key) => !BJ_YPT_OWN.includes(key));
const PORTAL_NAV: readonly NavEntry[] = ['caseInfo', 'caseAndLegle', 'dilemma', 'glrdt', 'yjblfw', 'trzfy', 'blpcfw'].map((area) => ({ area: area as AreaKey }));

/** Spec §2 "capital-city public-welfare variant": its own set of screens; consultation is titled 公共服务. */
const BJ_YPT_NAV: readonly NavEntry[] = [
  { area: 'news-list' },
  { area: 'caseInfo' },
  { area: 'xhAnnounce' },
  { area: 'flfg' },
  { area: 'zjjt' },
  { area: 'hyfc' },
  { area: 'dilemma' },
  { consultation: { zh: '公共服务', en: 'Public service' } },
  { area: 'lxwm' },
];

/** The screens and header of each variant: the public-welfare variant has its own set. */
export const variantScreens = (variant: PortalVariantKey): { areas: readonly AreaKey[]; nav: readonly NavEntry[] } =>
  variant === 'bjYpt' ? { areas: BJ_YPT_AREAS, nav: BJ_YPT_NAV } : { areas: PORTAL_AREAS, nav: PORTAL_NAV };
