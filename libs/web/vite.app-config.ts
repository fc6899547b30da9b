import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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

/** The commit being built: BK_COMMIT_ID (CI, image builds) or the work tree's HEAD. */
const commitId = (): string => {
  if (process.env.BK_COMMIT_ID) return process.env.BK_COMMIT_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: fromRepo('.'), stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
};

/**
 * Spec §4 version check: the bundle knows its commit (__BK_COMMIT_ID__) and the build writes the
 * same id to dist/_version.json, which the API serves as /cms/_version.json. A tab whose bundle
 * is older than the served marker offers a refresh.
 */
const versionMarker = (id: string): Plugin => ({
  name: 'bk-version-marker',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '_version.json', source: `${JSON.stringify({ commitId: id })}\n` });
  },
});

const APP_SHELL_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/**
 * Mantine's AppShell imports react-remove-scroll only for two class names, which would put the
 * whole scroll-lock library (about 4 KiB compressed) on every console first page. AppShell's
 * import resolves to a module with just those names; Modal and Drawer keep the real library, in
 * the chunks that load with them.
 */
const appShellWithoutScrollLock = (): Plugin => ({
  name: 'bk-app-shell-without-scroll-lock',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'react-remove-scroll' && importer && APP_SHELL_MODULE.test(importer) ? fromRepo('libs/web/remove-scroll-class-names.ts') : null,
});

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** Below this, the encoding headers cost about what compression saves. */
const COMPRESS_MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

/**
 * Precompresses the build once (brotli at its best level, and gzip for the rest): the API serves
 * the .br or .gz beside each file as is, so no request pays for compression.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'bk-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = join(config.root, config.build.outDir)),
    closeBundle: () => {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < COMPRESS_MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
};

/**
 * React and TanStack, which every screen needs whole, in chunks of their own: they change far less
 * often than the app, so they stay cached. Mantine and zod are left to the bundler's per-screen
 * splitting instead: one chunk of everything any screen uses would put the back-office forms' code
 * on every first page. What the entry imports statically (the `$initial` modules: the app's frame,
 * its router, the Mantine and zod parts the first page runs) goes into one chunk with it rather
 * than a dozen small shared ones: every first page needs all of it anyway, one file spares a
 * response's headers per piece and compresses better as one stream (about 10 KiB less on the
 * console's first page).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'initial', tags: ['$initial' as const] },
];

const ALIASES = [
  // Exact matches: '@bk/web/assistant' is a separate entry (loaded on demand), not a path under the index.
  { find: /^@bk\/domain$/, replacement: fromRepo('libs/domain/src/index.ts') },
  { find: /^@bk\/contracts$/, replacement: fromRepo('libs/contracts/src/index.ts') },
  { find: /^@bk\/web$/, replacement: fromRepo('libs/web/src/index.ts') },
  { find: /^@bk\/web\/assistant$/, replacement: fromRepo('libs/web/src/assistant/index.ts') },
];

/** The server entry of an app that renders its first view on the server (the portal: src/entry-server.tsx). */
const SERVER_ENTRY = 'src/entry-server.tsx';

/**
 * The build of an app's server entry for the API (`vite build --ssr`, to dist-server/): the same
 * sources, aliases and CSS modules as the browser build, so the class names it writes are the ones
 * the browser's stylesheets define, with every dependency bundled in, so its React, zod and
 * language store are its own and not the API's.
 */
const serverEntryConfig = (appRoot: string, id: string): UserConfig => ({
  root: appRoot,
  plugins: [react(), appShellWithoutScrollLock()],
  define: { __BK_COMMIT_ID__: JSON.stringify(id), 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: ALIASES },
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: SERVER_ENTRY,
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    // One Node process loads it once: its size is no download.
    chunkSizeWarningLimit: 4096,
    // The API imports it as an ES module whatever the nearest package.json says.
    rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
});

/**
 * The Vite configuration both front ends share; each app's vite.config.ts names itself.
 * `ssr`: the build of its server entry instead (see serverEntryConfig).
 */
export const webAppConfig = (app: WebApp, appRoot: string, ports: { dev: number; preview: number }, ssr = false): UserConfig => {
  const base = `/static/${app}/`;
  const id = commitId();
  if (ssr) return { ...serverEntryConfig(appRoot, id), base };
  return {
    root: appRoot,
    base,
    plugins: [react(), appShellWithoutScrollLock(), spaFallback(base), versionMarker(id), precompress()],
    define: { __BK_COMMIT_ID__: JSON.stringify(id) },
    resolve: { alias: ALIASES },
    css: { postcss: { plugins: [postcssPresetMantine()] } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps are written beside the bundle for operators (symbolicating a reported stack) but carry
      // no sourceMappingURL, and the API never serves .map files: the full source stays private.
      sourcemap: 'hidden',
      // dist/.vite/manifest.json: which chunks a screen needs, so the API can preload a first page's
      // chunks beside the entry's (apps/api/src/portal-shell.ts). Never served.
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
    },
    server: { port: ports.dev, proxy: { '/api': { target: API_ORIGIN } } },
    preview: { port: ports.preview, proxy: { '/api': { target: API_ORIGIN } } },
  };
};
