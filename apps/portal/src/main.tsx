import { createQueryClient, readPortalBootstrap, rootOptions, seedAssociation, WebProviders } from '@bk/web';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const render = () =>
  createRoot(container, rootOptions(import.meta.env.PROD)).render(
    <StrictMode>
      <WebProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </WebProviders>
    </StrictMode>,
  );

// A home served with its first view already rendered (apps/api/src/portal-first-view.ts): the app
// renders once the router has the page's chunks, so its first commit replaces that view with the
// same page at once instead of with a loader. Not a hydration: the visitor's language and the
// assistant's saved conversation live in this browser, and the server's view may differ from them.
if (container.firstElementChild) void router.load().then(render, render);
else render();
