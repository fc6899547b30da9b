import { variantScreens, type AreaKey, type NavEntry } from '@bk/contracts';
import { PortalVariants, type PortalVariantKey } from '@bk/domain';

/**
 * The portal's route prefixes come from libs/domain (spec §2): /portal, /portal-csj,
 * /portal-jilin, /portal-bj-ypt and /product-index all lay out the same kit of pages.
 */
export const variantOfSegment = (segment: string): PortalVariantKey | undefined =>
  (Object.keys(PortalVariants) as PortalVariantKey[]).find((key) => PortalVariants[key].routePrefix === `/${segment}`);

export const isPortalSegment = (segment: string): boolean => variantOfSegment(segment) !== undefined;

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

export const variantTraits = (key: PortalVariantKey): VariantTraits => ({
  key,
  consultationNaming: key === 'csj',
  redirectsToHome: key === 'productHome',
  ...variantScreens(key),
});
