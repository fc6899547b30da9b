import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rootOptions } from './root-options';
import { WebProviders } from './web-providers';

type AppProps = { queryClient: QueryClient; router: AnyRouter };

/** An app's whole tree: the providers and its router. The browser mounts it; the portal's server entry renders it to HTML. */
export const AppRoot = ({ queryClient, router }: AppProps) => (
  <StrictMode>
    <WebProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </WebProviders>
  </StrictMode>
);

/**
 * Mounts an app into the page's #root. A page that arrived with its first view rendered by the
 * server (the portal's home, apps/api/src/portal-first-view.ts) is mounted once the router has the
 * page's chunks, so React's first commit replaces that view with the same page at once instead of
 * with a loader. Not a hydration: the visitor's language and the assistant's saved conversation
 * live in this browser, and the server's view may differ from them.
 */
export const mountApp = ({ production, ...app }: AppProps & { production: boolean }): void => {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const render = () => createRoot(container, rootOptions(production)).render(<AppRoot {...app} />);
  if (container.firstElementChild) void app.router.load().then(render, render);
  else render();
};
