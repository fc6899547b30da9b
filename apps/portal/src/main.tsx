import { createQueryClient, mountApp, readPortalBootstrap, seedAssociation } from '@bk/web';
import { announceRouteNameChanges } from './routes/layout/route-name-change';
import { createPortalRouter } from './router';

const queryClient = createQueryClient();
// The server embeds the association's tenant and configuration in the page: no round trip before the first render.
const bootstrap = readPortalBootstrap(document);
if (bootstrap) seedAssociation(queryClient, bootstrap);
const router = createPortalRouter(queryClient);

announceRouteNameChanges(
  { leafRouteId: () => router.state.matches.at(-1)?.routeId, onResolved: (listener) => router.subscribe('onResolved', listener) },
  window,
);

mountApp({ queryClient, router, production: import.meta.env.PROD });
