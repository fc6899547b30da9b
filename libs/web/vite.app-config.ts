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
  { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-transition-group|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|clsx)[\\/]/ },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

/** The Vite configuration both front ends share; each app's vite.config.ts names itself. */
export const webAppConfig = (app: WebApp, appRoot: string, ports: { dev: number; preview: number }): UserConfig => {
  const base = `/static/${app}/`;
  return {
    root: appRoot,
    base,
    plugins: [react(), spaFallback(base)],
    resolve: {
      alias: {
        '@bk/domain': fromRepo('libs/domain/src/index.ts'),
        '@bk/contracts': fromRepo('libs/contracts/src/index.ts'),
        '@bk/web': fromRepo('libs/web/src/index.ts'),
      },
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
