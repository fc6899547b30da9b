import type { CmsMode } from '@bk/contracts';

/** The portal's route prefixes (spec §2); each is a layout over the same pages. */
export const portalVariants = ['portal', 'portal-csj', 'portal-jilin', 'portal-bj-ypt', 'product-index'] as const;
export type PortalVariant = (typeof portalVariants)[number];

export const isPortalVariant = (value: string): value is PortalVariant => (portalVariants as readonly string[]).includes(value);

/** What differs between variants in this slice: the naming of the application (spec §2, csj). */
export type VariantTraits = { mode: CmsMode | 'product'; consultationNaming: boolean };

export const variantTraits: Record<PortalVariant, VariantTraits> = {
  portal: { mode: 'default', consultationNaming: false },
  'portal-csj': { mode: 'csj', consultationNaming: true },
  'portal-jilin': { mode: 'jilin', consultationNaming: false },
  'portal-bj-ypt': { mode: 'bj-ypt', consultationNaming: false },
  'product-index': { mode: 'product', consultationNaming: false },
};
