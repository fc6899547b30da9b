import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import postcssPresetMantine from 'postcss-preset-mantine';
import type { Connect, Plugin, UserConfig } from 'vite';

export type WebApp = 'portal' | 'console';

const API_ORIGIN = process.env.BK_API_ORIGIN ?? 'http://127.0.0.1:8080';
const fromRepo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * In production the API serves index.html for the app's paths (the console: /index/*,
 * /communicate/*, roster paths; the portal: everything else) and the assets under
 * /static/<app>/. The dev and preview servers mimic that so deep links work there too.
 */
const spaFallback = (base: string): Plugin => {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = req.url ?? '/';
    if (!url.startsWith(base) && !url.startsWith('/api/') && !url.startsWith('/@')) req.url = `${base}index.html`;
    next();
  };
  return {
    name: 'bk-spa-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
};

/** Vendor code in its own chunks: it changes far less often than the app, so it stays cached. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/** The Vite configuration both front ends share; each app's vite.config.ts names itself. */
export const webAppConfig = (app: WebApp, appRoot: string, ports: { dev: number; preview: number }): UserConfig => {
  const base = `/static/${app}/`;
  return {
    root: appRoot,
    base,
    plugins: [react(), spaFallback(base)],
    resolve: {
      // Exact matches: '@bk/web/assistant' is a separate entry (loaded on demand), not a path under the index.
      alias: [
        { find: /^@bk\/domain$/, replacement: fromRepo('libs/domain/src/index.ts') },
        { find: /^@bk\/contracts$/, replacement: fromRepo('libs/contracts/src/index.ts') },
        { find: /^@bk\/web$/, replacement: fromRepo('libs/web/src/index.ts') },
        { find: /^@bk\/web\/assistant$/, replacement: fromRepo('libs/web/src/assistant/index.ts') },
      ],
    },
    css: { postcss: { plugins: [postcssPresetMantine()] } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps are written beside the bundle for operators (symbolicating a reported stack) but carry
      // no sourceMappingURL, and the API never serves .map files: the full source stays private.
      sourcemap: 'hidden',
      rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
    },
    server: { port: ports.dev, proxy: { '/api': { target: API_ORIGIN } } },
    preview: { port: ports.preview, proxy: { '/api': { target: API_ORIGIN } } },
  };
};
