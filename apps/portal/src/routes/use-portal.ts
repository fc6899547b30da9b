import { getRouteApi } from '@tanstack/react-router';
import { variantOfSegment, variantTraits } from '../variants';

const portalRoute = getRouteApi('/$variant/$associationId');

/** The variant, association and channel configuration every portal page renders in. */
export const usePortal = () => {
  const { channel, association, queryClient } = portalRoute.useRouteContext();
  const { variant, associationId } = portalRoute.useParams();
  // The route only matches known prefixes, so the fallback never applies.
  return { variant, associationId, channel, association, queryClient, traits: variantTraits(variantOfSegment(variant) ?? 'default') };
};
