import type { Label } from '../shared/transitions';

/**
 * A portal tab: `code` is the content-category code the tab lists, or null for a tab that is
 * not a content list (the northeast variant's organisation tab shows the organisation tree).
 */
export type PortalTab = Label & { key: string; code: number | null };

export type PortalVariantKey = 'productHome' | 'default' | 'csj' | 'jilin' | 'bjYpt';

export type PortalVariant = {
  /** Route prefix before /:associationId. */
  routePrefix: string;
  /** The channel configuration's cmsMode that selects the variant, where the spec names one. */
  cmsMode: string | null;
  /** Tabs of the caseInfo (case announcements) screen: announcement categories, each with its name. */
  caseInfoTabs: readonly PortalTab[];
  /** glrdt and blpcfw tab bars, where the variant defines its own. */
  glrdtTabs?: readonly PortalTab[];
  blpcfwTabs?: readonly PortalTab[];
  /** Whether trzfy (investment and financing) shows the investor pool and investor names. */
  trzfyShowsInvestors: boolean;
};

const tab = (key: string, code: number | null, zh: string, en: string): PortalTab => ({ key, code, zh, en });

/**
 * Portal variants of spec §2. The product home and the public-welfare variant are not given
 * caseInfo tabs; they use the default portal's 1 and 2.
 */
/** Spec §2: the default portal's announcement tabs 1 and 2. */
const announcementTabs = [
  tab('restructuringNotices', 1, '庭外重组公告', 'Out-of-court restructuring notices'),
  tab('caseNotices', 2, '破产案件公告', 'Bankruptcy case notices'),
];

export const PortalVariants: Readonly<Record<PortalVariantKey, PortalVariant>> = {
  productHome: { routePrefix: '/product-index', cmsMode: null, caseInfoTabs: announcementTabs, trzfyShowsInvestors: true },
  default: { routePrefix: '/portal', cmsMode: null, caseInfoTabs: announcementTabs, trzfyShowsInvestors: true },
  csj: {
    routePrefix: '/portal-csj',
    cmsMode: 'csj',
    caseInfoTabs: [tab('restructuringNotices', 3, '重组公告', 'Restructuring announcements')],
    glrdtTabs: [
      tab('serviceInstitutions', 8, '专业服务机构库', 'Professional service institution library'),
      tab('lessonsFromElsewhere', 2, '他山之石', 'Lessons from elsewhere'),
      tab('typicalCases', 3, '典型案例', 'Typical cases'),
      tab('centreNews', 5, '中心动态', 'Centre news'),
    ],
    blpcfwTabs: [
      tab('centreIntroduction', 2, '中心简介', 'Centre introduction'),
      tab('supportingUnits', 15, '支持单位', 'Supporting units'),
      tab('notices', 7, '通知公告', 'Notices'),
      tab('guide', 8, '办事指南', 'Guide'),
      tab('contactUs', 20, '联系我们', 'Contact us'),
    ],
    trzfyShowsInvestors: false,
  },
  jilin: {
    routePrefix: '/portal-jilin',
    cmsMode: 'jilin',
    caseInfoTabs: [tab('caseNotices', 12, '案件公告', 'Case announcements')],
    glrdtTabs: [
      tab('restructuringAdvisers', 22, '重整顾问介绍', 'Restructuring adviser introduction'),
      tab('lessonsFromElsewhere', 2, '他山之石', 'Lessons from elsewhere'),
      tab('managerStyle', 3, '管理人风采', 'Manager style'),
    ],
    blpcfwTabs: [
      tab('introduction', 23, '简介', 'Introduction'),
      tab('charter', 24, '章程', 'Charter'),
      tab('organisation', null, '组织机构', 'Organisation'),
      tab('notices', 7, '通知公告', 'Notices'),
      tab('centreNews', 4, '中心动态', 'Centre news'),
      tab('partyBuilding', 21, '党建工作', 'Party building'),
      tab('guide', 8, '办事指南', 'Guide'),
    ],
    trzfyShowsInvestors: true,
  },
  bjYpt: { routePrefix: '/portal-bj-ypt', cmsMode: 'bj-ypt', caseInfoTabs: announcementTabs, trzfyShowsInvestors: true },
};


/**
 * The variant an association's channel configuration chooses (spec §2): cmsMode names the
 * restructuring-centre, northeast and public-welfare variants; a default-mode association shows
 * the product home when cmsNewHome is on, the portal otherwise. Both of those lay out the same
 * pages, so either prefix is right for a default-mode association (portalPrefixFits).
 */
export const portalVariantOf = (config: { cmsMode: string; cmsNewHome: boolean }): PortalVariantKey => {
  const byMode = (Object.keys(PortalVariants) as PortalVariantKey[]).find((key) => PortalVariants[key].cmsMode === config.cmsMode);
  if (byMode) return byMode;
  return config.cmsNewHome ? 'productHome' : 'default';
};

/** Whether a URL's variant is one the association may be shown in. */
export const portalPrefixFits = (urlVariant: PortalVariantKey, associationVariant: PortalVariantKey): boolean => {
  const general = (key: PortalVariantKey) => key === 'default' || key === 'productHome';
  return urlVariant === associationVariant || (general(urlVariant) && general(associationVariant));
};
