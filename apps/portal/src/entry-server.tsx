import type { PortalFirstViewRenderer } from '@bk/contracts';
import { AppRoot, createQueryClient, documentTitle, languageStore, seedAssociation } from '@bk/web';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createPortalRouter } from './router';

/**
 * A portal page's first view, rendered on the server (the API, apps/api/src/portal-first-view.ts)
 * into the page's #root: the visitor sees the association's header and the home's hero with the
 * first response, instead of after the JavaScript has downloaded and run. The browser's app then
 * renders the same tree and replaces this one in a single commit (libs/web `mountApp`).
 *
 * Only what the page renders from its bootstrap is here: the association comes from the page's
 * own bootstrap, and what the page would fetch (the home's lists) is left to the browser, as the
 * home renders those sections in a pass after its first.
 *
 * The bundle is built for Node with every dependency inside it (`vite build --ssr`, see
 * libs/web/vite.app-config.ts): its React, zod and language store are its own, so setting the
 * language for a render changes nothing in the API that loads it.
 */
export const renderFirstView: PortalFirstViewRenderer = async ({ url, bootstrap, language }) => {
  const queryClient = createQueryClient();
  try {
    seedAssociation(queryClient, bootstrap);
    const router = createPortalRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    // A redirect (another variant, the product home's /home), a 404 or a failed guard leave no
    // page to show: the browser's app handles those as it always has.
    const { matches } = router.state;
    if (matches.length === 0 || matches.some((match) => match.status !== 'success')) return undefined;
    // Renders are synchronous: no other render sees this language.
    languageStore.set(language);
    // The title the home sets (useDocumentTitle(association.title)), which an effect would only set in the browser.
    return { html: renderToString(<AppRoot queryClient={queryClient} router={router} />), title: documentTitle(bootstrap.config.title) };
  } finally {
    queryClient.clear();
  }
};
