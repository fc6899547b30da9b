import { PORTAL_BOOTSTRAP_ELEMENT_ID, type PortalBootstrap } from '@bk/contracts';
import { PortalVariants } from '@bk/domain';

/**
 * JSON that cannot end or alter the `<script>` element it is written into: `<`, `>` and `&` (and
 * the two line separators) become \u escapes, which JSON.parse reads back as the same characters.
 * The embedded values are tenant data (titles staff type in), so `</script>` or `<!--` in them
 * must stay text.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const PORTAL_SEGMENTS = new Set(Object.values(PortalVariants).map((variant) => variant.routePrefix.slice(1)));
/** The portal router's own rule for an associationId (apps/portal/src/router.tsx). */
const ASSOCIATION_ID = /^[\w-]{1,64}$/;
const CHANNEL_MAX = 64;

/** Text for an HTML element's content or a quoted attribute. */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A portal page's association (the channel its data comes from) and whether it is the home. */
export type PortalPage = { channel: string; home: boolean };

/**
 * The portal page a URL names, as the portal's router reads it: /{variant}/{associationId}/…,
 * the channel being ?_channel= when given. Anything else (404 pages, /:associationId redirects,
 * malformed ids) is not a portal page: its shell carries nothing.
 */
export const portalPageOf = (url: string): PortalPage | undefined => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const [, variant, associationId, ...rest] = path.split('/');
  if (!variant || !PORTAL_SEGMENTS.has(variant) || !associationId || !ASSOCIATION_ID.test(associationId)) return undefined;
  const fromQuery = queryAt === -1 ? undefined : new URLSearchParams(url.slice(queryAt + 1)).get('_channel')?.trim();
  const channel = fromQuery && fromQuery.length <= CHANNEL_MAX ? fromQuery : associationId;
  const screen = rest.filter(Boolean);
  return { channel, home: screen.length === 0 || (screen.length === 1 && screen[0] === 'home') };
};

/** The part of Vite's build manifest (dist/.vite/manifest.json) the preloads need. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * `<link>`s that fetch a lazily loaded module's chunks and styles while the entry downloads,
 * instead of after the router has decided to render it. Chunks the entry's own preloads already
 * fetch are left out.
 */
export const modulePreloads = (manifest: ViteManifest, module: string, base: string, styles: 'preload' | 'apply' = 'preload'): string => {
  const shared = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, shared);
  const own = new Set<string>();
  walk(module, own);
  const chunks = [...own].filter((key) => !shared.has(key)).map((key) => manifest[key]!);
  return [
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.file}">`),
    // crossorigin: the stylesheet link Vite's loader adds later is a CORS request, and must find this one.
    // 'apply': a page whose first view arrives rendered needs the module's styles at its first paint;
    // Vite's loader finds the stylesheet already there and adds none.
    ...chunks
      .flatMap((chunk) => chunk.css ?? [])
      .map((file) => (styles === 'apply' ? `<link rel="stylesheet" crossorigin href="${base}${file}">` : `<link rel="preload" as="style" crossorigin href="${base}${file}">`)),
  ].join('');
};

/** The shell with the page's preloads and its association's bootstrap, just before </head>. */
export const portalShell = (html: string, preloads: string, bootstrap: PortalBootstrap): string => {
  const data = `<script type="application/json" id="${PORTAL_BOOTSTRAP_ELEMENT_ID}">${scriptSafeJson(bootstrap)}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}${preloads}${data}${html.slice(at)}`;
};

/**
 * The URL a home's first view is rendered for: its path and the channel it was asked with, the one
 * query parameter the home reads. Other parameters would only make more distinct renders to keep.
 */
export const firstViewUrl = (url: string): string => {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const channel = new URLSearchParams(url.slice(queryAt + 1)).get('_channel');
  return `${url.slice(0, queryAt)}${channel ? `?${new URLSearchParams({ _channel: channel }).toString()}` : ''}`;
};

/** A page's first view, rendered on the server: its markup, the document's title and language. */
export type FirstView = { html: string; title: string; language: string };

/**
 * The shell with the first view in its #root, the page's title and the view's language. The view
 * is inert until the app replaces it (apps/portal/src/main.tsx): it is there to be read at once,
 * and what a visitor types into it or presses there before the app runs would be lost in the swap.
 * `display: contents` keeps the wrapper out of the layout.
 */
export const withFirstView = (html: string, view: FirstView): string =>
  // Replacer functions: a replacement string would read `$&` or `$'` in tenant text as patterns.
  html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(view.language)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(view.title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root"><div inert style="display:contents">${view.html}</div></div>`);
