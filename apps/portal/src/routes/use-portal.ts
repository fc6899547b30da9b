import { getRouteApi } from '@tanstack/react-router';
import { variantTraits } from '../variants';

const portalRoute = getRouteApi('/$variant/$associationId');

/** The variant, association and channel configuration every portal page renders in. */
export const usePortal = () => {
  const { channel, association, queryClient } = portalRoute.useRouteContext();
  const { variant, associationId } = portalRoute.useParams();
  return { variant, associationId, channel, association, queryClient, traits: variantTraits[variant] };
};
