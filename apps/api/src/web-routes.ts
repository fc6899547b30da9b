import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type PortalBootstrap, type PortalFirstViewRenderer } from '@bk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadFirstViewRenderer, portalServerEntry, rememberFirstViews } from './portal-first-view';
import { firstViewUrl, modulePreloads, portalPageOf, portalShell, withFirstView, type FirstView, type ViteManifest } from './portal-shell';

/** Paths whose first segment belongs to an app, not to an associationId. */
const RESERVED_FIRST_SEGMENTS = new Set([
  'api', 'static', 'cms', 'portal', 'portal-csj', 'portal-jilin', 'portal-bj-ypt', 'product-index', 'index', 'communicate', '404', 'favicon.ico',
]);
const CONSOLE_PATH = /^\/(index|communicate)(\/|$)|^\/[^/]+\/(rosterManagement|rosterEdit|rosterMember)\/?$/;

type WebApp = { name: 'portal' | 'console'; dist: string };

/** Vite names every emitted asset with its content hash: such a URL never changes meaning. */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The home screen's module, as Vite's manifest names it: its chunks are preloaded with a home page's shell. */
const PORTAL_HOME_MODULE = 'src/routes/home/home-page.tsx';

/**
 * The shell is small and must never be stale (it names the current hashed assets): read on first
 * use, with the home's preloads taken from the build's manifest.
 */
type Shell = { html: string; br: Buffer; gzip: Buffer; homePreloads: string; homeFirstViewPreloads: string };
const shellOf = (app: WebApp): Shell | undefined => {
  const file = join(app.dist, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const manifestFile = join(app.dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : {};
  const home = (styles: 'preload' | 'apply') => (app.name === 'portal' ? modulePreloads(manifest, PORTAL_HOME_MODULE, `/static/${app.name}/`, styles) : '');
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html), homePreloads: home('preload'), homeFirstViewPreloads: home('apply') };
};

/** A page's own shell is compressed per request: a fast brotli level, as the text is a few KiB. */
const compressedPage = (html: string) => ({
  br: () => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: () => gzipSync(html),
});

/**
 * An association's public bootstrap (its tenant resolution and channel configuration) for the
 * portal page being served, or undefined when the association does not exist. The portal reads it
 * from the page instead of calling for it (spec §4's route guard, without the round trips).
 */
export type PortalBootstrapSource = (channel: string) => Promise<PortalBootstrap | undefined>;

/** The front ends' build writes the commit it was built from (libs/web/vite.app-config.ts). */
const builtCommitId = (apps: WebApp[]): string | undefined => {
  for (const app of apps) {
    const file = join(app.dist, '_version.json');
    if (!existsSync(file)) continue;
    try {
      const { commitId } = JSON.parse(readFileSync(file, 'utf8')) as { commitId?: unknown };
      if (typeof commitId === 'string' && commitId) return commitId;
    } catch {
      // A half-written marker during a rebuild: fall through to the server's commit.
    }
  }
  return undefined;
};

/**
 * Serves both front ends on the API's origin (spec §2 routes): built assets under /static/<app>/,
 * the console's shell for the back-office paths, the portal's for everything else, and
 * /:associationId redirected to /portal/:associationId.
 */
export const registerWebRoutes = async (
  fastify: FastifyInstance,
  repoRoot: string,
  commitId: string,
  portalBootstrap?: PortalBootstrapSource,
): Promise<void> => {
  const apps: WebApp[] = [
    { name: 'portal', dist: join(repoRoot, 'apps/portal/dist') },
    { name: 'console', dist: join(repoRoot, 'apps/console/dist') },
  ];
  for (const [index, app] of apps.entries()) {
    if (!existsSync(app.dist)) continue;
    await fastify.register(fastifyStatic, {
      root: app.dist,
      prefix: `/static/${app.name}/`,
      decorateReply: index === 0,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        void reply.header('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : 'public, max-age=3600');
      },
      // Source maps hold the full source: kept on disk for operators, never served.
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.includes('/.vite/'),
    });
  }
  const shells = new Map<WebApp['name'], Shell | undefined>();
  const shell = (app: WebApp): Shell | undefined => {
    if (!shells.get(app.name)) shells.set(app.name, shellOf(app));
    return shells.get(app.name);
  };
  const [portalApp, consoleApp] = apps as [WebApp, WebApp];

  // Browsers ask for /favicon.ico on their own; the portal sets an association's icon itself.
  const favicon = join(portalApp.dist, 'favicon.ico');
  fastify.get('/favicon.ico', (_request, reply) => {
    if (!existsSync(favicon)) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/x-icon').send(readFileSync(favicon));
  });

  // Spec §4 version check: the commit the served front ends were built from (else the server's own).
  fastify.get('/cms/_version.json', (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ commitId: builtCommitId(apps) ?? commitId });
  });

  // The home's first view, rendered here (apps/portal/src/entry-server.tsx) when the server entry is built.
  let renderFirstView: PortalFirstViewRenderer | undefined;
  try {
    const renderer = await loadFirstViewRenderer(portalServerEntry(repoRoot));
    renderFirstView = renderer && rememberFirstViews(renderer);
  } catch (error) {
    fastify.log.warn({ err: error }, 'portal server entry unusable; portal pages render in the browser only');
  }

  const firstViewOf = async (request: FastifyRequest, bootstrap: PortalBootstrap): Promise<FirstView | undefined> => {
    if (!renderFirstView) return undefined;
    const cookie = request.cookies?.[LANGUAGE_COOKIE];
    const language = isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
    try {
      const view = await renderFirstView({ url: firstViewUrl(request.url), bootstrap, language });
      return view && { ...view, language };
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'first view not rendered; the page renders in the browser');
      return undefined;
    }
  };

  /**
   * A portal page's shell carries its association's bootstrap: what the page would otherwise fetch
   * one call after another before its first render. The home also carries its first view, rendered
   * here, and its chunks. Without a source, or when reading it fails, the page loads it itself.
   */
  const pageOf = async (request: FastifyRequest, base: Shell): Promise<string | undefined> => {
    const page = portalPageOf(request.url);
    if (!page) return undefined;
    let bootstrap: PortalBootstrap | undefined;
    try {
      bootstrap = await portalBootstrap?.(page.channel);
    } catch (error) {
      request.log.warn({ err: error, channel: page.channel }, 'portal bootstrap unavailable; the page loads it itself');
    }
    // An unknown association's page goes to its 404: nothing of the home to fetch for it.
    if (!bootstrap) return undefined;
    if (!page.home) return portalShell(base.html, '', bootstrap);
    const view = await firstViewOf(request, bootstrap);
    return view
      ? withFirstView(portalShell(base.html, base.homeFirstViewPreloads, bootstrap), view)
      : portalShell(base.html, base.homePreloads, bootstrap);
  };

  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.status(404).send({ code: 404, msg: '请求的资源不存在', data: null });
    }
    const single = /^\/([^/]+)\/?$/.exec(path);
    if (single?.[1] && !RESERVED_FIRST_SEGMENTS.has(single[1])) {
      return reply.redirect(`/portal/${single[1]}`, 302);
    }
    const isConsole = CONSOLE_PATH.test(path);
    const html = shell(isConsole ? consoleApp : portalApp);
    if (!html) return reply.status(503).type('text/plain').send('The front ends are not built yet: run `npm run build`.');
    const own = isConsole ? undefined : await pageOf(request, html);
    const body = own === undefined ? { html: html.html, br: () => html.br, gzip: () => html.gzip } : { html: own, ...compressedPage(own) };
    void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br());
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip());
    return reply.send(body.html);
  });
};
