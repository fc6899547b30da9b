import { PortalVariants, type Label, type PortalVariantKey } from '@bk/domain';
import type { AreaKey } from './areas/portal-areas';

/**
 * The portal's route prefixes come from libs/domain (spec §2): /portal, /portal-csj,
 * /portal-jilin, /portal-bj-ypt and /product-index all lay out the same kit of pages.
 */
export const variantOfSegment = (segment: string): PortalVariantKey | undefined =>
  (Object.keys(PortalVariants) as PortalVariantKey[]).find((key) => PortalVariants[key].routePrefix === `/${segment}`);

export const isPortalSegment = (segment: string): boolean => variantOfSegment(segment) !== undefined;

/** A header entry: an area, or the public-welfare variant's consultation screen (built with the consultation accounts). */
export type NavEntry = { area: AreaKey } | { consultation: Label };

/** What differs between variants: a description, drawn by the same screens. */
export type VariantTraits = {
  key: PortalVariantKey;
  /** Spec §2: the restructuring-centre variant words its titles as restructuring consultation. */
  consultationNaming: boolean;
  /** Spec §2: the product home redirects to its home child. */
  redirectsToHome: boolean;
  /** The areas (screens) the variant has; any other area of its URL is a 404. */
  areas: readonly AreaKey[];
  /** The header, in order. */
  nav: readonly NavEntry[];
};

const PORTAL_AREAS: readonly AreaKey[] = [
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
];
const PORTAL_NAV: readonly NavEntry[] = ['caseInfo', 'caseAndLegle', 'dilemma', 'glrdt', 'yjblfw', 'trzfy', 'blpcfw'].map((area) => ({ area: area as AreaKey }));

/** Spec §2 "capital-city public-welfare variant": its own set of screens; consultation is titled 公共服务. */
const BJ_YPT_AREAS: readonly AreaKey[] = ['caseInfo', 'dilemma', 'moreServiceItem', 'lxwm', 'news-list', 'zjjt', 'ywpx', 'xhAnnounce', 'flfg', 'hyfc'];
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

export const variantTraits = (key: PortalVariantKey): VariantTraits => ({
  key,
  consultationNaming: key === 'csj',
  redirectsToHome: key === 'productHome',
  areas: key === 'bjYpt' ? BJ_YPT_AREAS : PORTAL_AREAS,
  nav: key === 'bjYpt' ? BJ_YPT_NAV : PORTAL_NAV,
});
