import { PortalVariants, type PortalVariantKey } from '@bk/domain';

/**
 * The portal's route prefixes come from libs/domain (spec §2): /portal, /portal-csj,
 * /portal-jilin, /portal-bj-ypt and /product-index all lay out the same pages.
 */
export const variantOfSegment = (segment: string): PortalVariantKey | undefined =>
  (Object.keys(PortalVariants) as PortalVariantKey[]).find((key) => PortalVariants[key].routePrefix === `/${segment}`);

export const isPortalSegment = (segment: string): boolean => variantOfSegment(segment) !== undefined;

/** What differs between variants in this slice. */
export type VariantTraits = {
  key: PortalVariantKey;
  /** Spec §2: the restructuring-centre variant words its titles as restructuring consultation. */
  consultationNaming: boolean;
  /** Spec §2: the product home redirects to its home child. */
  redirectsToHome: boolean;
};

export const variantTraits = (key: PortalVariantKey): VariantTraits => ({
  key,
  consultationNaming: key === 'csj',
  redirectsToHome: key === 'productHome',
});
