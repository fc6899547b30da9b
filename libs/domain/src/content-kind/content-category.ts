import { PortalVariants, type PortalTab, type PortalVariantKey } from '../constants/portal-variants';
import type { ContentKindKey } from './content-kind-catalogue';

/**
 * A content category: a numbered code configured per association, with a name and the kind it
 * belongs to. The portal variants' tab numbers are such codes (csj glrdt 8/2/3/5, jilin blpcfw
 * 23/24/7/4/21/8…): a tab lists the published items of its kind filed under its code. Codes are
 * unique per association and kind (csj uses 2 both for lessons from elsewhere and for its centre
 * introduction).
 */
export type ContentCategory = { code: number; kind: ContentKindKey; name: string; sortOrder: number };

/** Which kind each portal tab lists (the tab key of portal-variants.ts); the organisation tab lists none. */
export const portalTabKinds: Readonly<Record<string, ContentKindKey>> = {
  serviceInstitutions: 'memberUnit',
  lessonsFromElsewhere: 'lessons',
  typicalCases: 'typicalCase',
  centreNews: 'centreNews',
  centreIntroduction: 'centerIntroduction',
  supportingUnits: 'memberUnit',
  notices: 'notice',
  guide: 'guide',
  contactUs: 'contactUs',
  restructuringAdvisers: 'adviser',
  managerStyle: 'managerStyle',
  introduction: 'associationIntro',
  charter: 'charter',
  partyBuilding: 'partyBuilding',
};

const fromTabs = (tabs: readonly PortalTab[] | undefined): ContentCategory[] =>
  (tabs ?? []).flatMap((tab, index) => {
    const kind = portalTabKinds[tab.key];
    return tab.code === null || kind === undefined ? [] : [{ code: tab.code, kind, name: tab.zh, sortOrder: index + 1 }];
  });

const announcementCategories = (variant: PortalVariantKey): ContentCategory[] =>
  PortalVariants[variant].caseInfoTabs.map((tab, index) => ({ code: tab.code!, kind: 'courtReformAnnouncement', name: tab.zh, sortOrder: index + 1 }));

/** Variants without tab bars of their own still file news under two categories. */
const defaultNewsCategories: ContentCategory[] = [
  { code: 1, kind: 'news', name: '协会动态', sortOrder: 1 },
  { code: 2, kind: 'news', name: '行业资讯', sortOrder: 2 },
];

/**
 * The categories a new association of a portal variant starts with: its tab bars' codes, its
 * caseInfo tabs as announcement categories, and the default news categories. Staff may add more.
 */
export const defaultContentCategories = (variant: PortalVariantKey): ContentCategory[] => {
  const portal = PortalVariants[variant];
  const seen = new Set<string>();
  return [...fromTabs(portal.glrdtTabs), ...fromTabs(portal.blpcfwTabs), ...announcementCategories(variant), ...defaultNewsCategories].filter(
    (category) => {
      const key = `${category.kind}:${category.code}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    },
  );
};
