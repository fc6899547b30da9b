import { getRouteApi } from '@tanstack/react-router';

const communicateRoute = getRouteApi('/communicate/$associationId');

/** The association and the signed-in person every communicate screen works for. */
export const useCommunicate = () => {
  const { channel, association, user } = communicateRoute.useRouteContext();
  const { associationId } = communicateRoute.useParams();
  return { associationId, channel, association, user };
};
