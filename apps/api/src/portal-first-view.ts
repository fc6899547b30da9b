import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PortalFirstView, PortalFirstViewRenderer, PortalFirstViewRequest } from '@bk/contracts';

/** The portal's server entry, built beside its browser build (`vite build --ssr`, libs/web/vite.app-config.ts). */
export const portalServerEntry = (repoRoot: string): string => join(repoRoot, 'apps/portal/dist-server/entry-server.mjs');

/**
 * The portal's first-view renderer, or undefined when the server entry is not built (the pages are
 * then served as before, rendered in the browser only). An ES module: loaded with import().
 */
export const loadFirstViewRenderer = async (file: string): Promise<PortalFirstViewRenderer | undefined> => {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstView?: PortalFirstViewRenderer };
  if (typeof module.renderFirstView !== 'function') throw new Error(`${file} exports no renderFirstView`);
  return module.renderFirstView;
};


/**
 * A first view depends on nothing but its URL, its association's bootstrap and the language, and
 * every visitor of a home asks for the same few: each is rendered once and kept, the least
 * recently used dropped beyond `capacity`. A changed configuration is a new bootstrap, so a new
 * key: nothing stale is served.
 */
export const rememberFirstViews = (render: PortalFirstViewRenderer, capacity = 256): PortalFirstViewRenderer => {
  const views = new Map<string, Promise<PortalFirstView | undefined>>();
  return (request: PortalFirstViewRequest) => {
    const key = JSON.stringify([request.url, request.language, request.bootstrap]);
    const known = views.get(key);
    if (known) {
      views.delete(key);
      views.set(key, known);
      return known;
    }
    const view = render(request);
    views.set(key, view);
    // A failed render is not kept: the next request tries again.
    view.catch(() => views.delete(key));
    if (views.size > capacity) views.delete(views.keys().next().value!);
    return view;
  };
};
