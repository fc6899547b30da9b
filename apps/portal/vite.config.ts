import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, type Connect, type Plugin } from 'vite';

const BASE = '/static/portal/';
const API_ORIGIN = process.env.BK_API_ORIGIN ?? 'http://127.0.0.1:8080';
const fromRepo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * In production the API serves this app's index.html for every path that is neither the API's
 * nor the console's (the assets live under /static/portal/). Dev and preview servers mimic that.
 */
const spaFallback = (): Plugin => {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = req.url ?? '/';
    if (!url.startsWith(BASE) && !url.startsWith('/api/') && !url.startsWith('/@')) req.url = `${BASE}index.html`;
    next();
  };
  return {
    name: 'bk-portal-spa-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: BASE,
  plugins: [react(), spaFallback()],
  resolve: {
    alias: {
      '@bk/domain': fromRepo('libs/domain/src/index.ts'),
      '@bk/contracts': fromRepo('libs/contracts/src/index.ts'),
      '@bk/web': fromRepo('libs/web/src/index.ts'),
    },
  },
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { '/api': { target: API_ORIGIN, changeOrigin: false } } },
  preview: { port: 4173, proxy: { '/api': { target: API_ORIGIN, changeOrigin: false } } },
});
