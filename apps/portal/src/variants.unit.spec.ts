import { portalPrefixFits, portalVariantOf } from '@bk/domain';
import { isPortalSegment, variantOfSegment, variantTraits } from './variants';

describe('portal variants', () => {
  it('recognises the five route prefixes of spec §2', () => {
    expect(['portal', 'portal-csj', 'portal-jilin', 'portal-bj-ypt', 'product-index'].map(variantOfSegment)).toEqual([
      'default',
      'csj',
      'jilin',
      'bjYpt',
      'productHome',
    ]);
  });

  it('rejects anything else, so /:associationId/404 and unknown paths are not portals', () => {
    expect(isPortalSegment('szpca')).toBe(false);
    expect(isPortalSegment('index')).toBe(false);
    expect(isPortalSegment('')).toBe(false);
  });

  it('names the csj application as a consultation and sends the product home to home', () => {
    expect(variantTraits('csj')).toMatchObject({ consultationNaming: true, redirectsToHome: false });
    expect(variantTraits('productHome')).toMatchObject({ consultationNaming: false, redirectsToHome: true });
    expect(variantTraits('default')).toMatchObject({ consultationNaming: false, redirectsToHome: false });
  });

  it('chooses the variant from the channel configuration, and knows which URLs fit it', () => {
    expect(portalVariantOf({ cmsMode: 'csj', cmsNewHome: false })).toBe('csj');
    expect(portalVariantOf({ cmsMode: 'jilin', cmsNewHome: false })).toBe('jilin');
    expect(portalVariantOf({ cmsMode: 'bj-ypt', cmsNewHome: true })).toBe('bjYpt');
    expect(portalVariantOf({ cmsMode: 'default', cmsNewHome: true })).toBe('productHome');
    expect(portalVariantOf({ cmsMode: 'default', cmsNewHome: false })).toBe('default');
    // /portal-csj/szpca is the wrong variant; /portal and /product-index both lay out a default-mode association.
    expect(portalPrefixFits('csj', 'default')).toBe(false);
    expect(portalPrefixFits('default', 'csj')).toBe(false);
    expect(portalPrefixFits('productHome', 'default')).toBe(true);
  });
});
