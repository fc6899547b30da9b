import { createQueryClient, rootOptions, WebProviders } from '@bk/web';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { announceRouteNameChanges } from './routes/layout/route-name-change';
import { createPortalRouter } from './router';

const queryClient = createQueryClient();
const router = createPortalRouter(queryClient);

announceRouteNameChanges(
  { leafRouteId: () => router.state.matches.at(-1)?.routeId, onResolved: (listener) => router.subscribe('onResolved', listener) },
  window,
);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container, rootOptions(import.meta.env.PROD)).render(
  <StrictMode>
    <WebProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </WebProviders>
  </StrictMode>,
);
