import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi-document';
import type { CatalogueRoute } from './route-catalogue';

/** The browsable UI's own files, served from the package: nothing is fetched from elsewhere. */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Bankruptcy-affairs platform API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-docs"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// A file of its own, not an inline script: the Content-Security-Policy allows no inline script.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-docs', deepLinking: true });\n`;

/**
 * GET /api/openapi.json (the document) and GET /api/docs (a browsable UI). The document is built
 * on first request, once every controller is registered, from the routes Nest itself serves.
 */
export const serveOpenApi = (fastify: FastifyInstance, routes: () => CatalogueRoute[], version: string): void => {
  let document: string | undefined;
  fastify.get('/api/openapi.json', (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(routes(), version));
    void reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  fastify.get('/api/docs', (_request, reply) => {
    void reply.type('text/html; charset=utf-8').send(DOCS_PAGE);
  });
  fastify.get('/api/docs/init.js', (_request, reply) => {
    void reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT);
  });
  for (const [file, type] of Object.entries(UI_FILES)) {
    const content = readFileSync(join(SWAGGER_UI_DIR, file));
    fastify.get(`/api/docs/${file}`, (_request, reply) => {
      void reply.type(type).header('cache-control', 'public, max-age=86400').send(content);
    });
  }
};
