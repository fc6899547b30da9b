import { getRouteApi } from '@tanstack/react-router';

const associationRoute = getRouteApi('/index/$associationId');

/** The resolved association (channel, configuration) every console page works in. */
export const useAssociation = () => {
  const { channel, association, queryClient } = associationRoute.useRouteContext();
  const { associationId } = associationRoute.useParams();
  return { associationId, channel, association, queryClient };
};
