import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths whose first segment belongs to an app, not to an associationId. */
const RESERVED_FIRST_SEGMENTS = new Set([
  'api', 'static', 'cms', 'portal', 'portal-csj', 'portal-jilin', 'portal-bj-ypt', 'product-index', 'index', 'communicate', '404', 'favicon.ico',
]);
const CONSOLE_PATH = /^\/(index|communicate)(\/|$)|^\/[^/]+\/(rosterManagement|rosterEdit|rosterMember)\/?$/;

type WebApp = { name: 'portal' | 'console'; dist: string };

/**
 * Serves both front ends on the API's origin (spec §2 routes): built assets under /static/<app>/,
 * the console's shell for the back-office paths, the portal's for everything else, and
 * /:associationId redirected to /portal/:associationId.
 */
export const registerWebRoutes = async (fastify: FastifyInstance, repoRoot: string, commitId: string): Promise<void> => {
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
      maxAge: '1h',
      // Source maps hold the full source: kept on disk for operators, never served.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
  }
  const shell = (app: WebApp): string | undefined => {
    const file = join(app.dist, 'index.html');
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const [portalApp, consoleApp] = apps as [WebApp, WebApp];

  // Browsers ask for /favicon.ico on their own; the portal sets an association's icon itself.
  const favicon = join(portalApp.dist, 'favicon.ico');
  fastify.get('/favicon.ico', (_request, reply) => {
    if (!existsSync(favicon)) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/x-icon').send(readFileSync(favicon));
  });

  fastify.get('/cms/_version.json', (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ commitId });
  });

  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.status(404).send({ code: 404, msg: '请求的资源不存在', data: null });
    }
    const single = /^\/([^/]+)\/?$/.exec(path);
    if (single?.[1] && !RESERVED_FIRST_SEGMENTS.has(single[1])) {
      return reply.redirect(`/portal/${single[1]}`, 302);
    }
    const html = shell(CONSOLE_PATH.test(path) ? consoleApp : portalApp);
    if (!html) return reply.status(503).type('text/plain').send('The front ends are not built yet: run `npm run build`.');
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  });
};
