import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// Build tooling, not app code: the shared Vite setup lives beside the shared web lib.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { webAppConfig } from '../../libs/web/vite.app-config';

// Served by the API under /static/portal/; /api is proxied to the API in dev and preview.
// `vite build --ssr`: the first view the API renders (src/entry-server.tsx, to dist-server/).
export default defineConfig(({ isSsrBuild }) =>
  webAppConfig('portal', fileURLToPath(new URL('.', import.meta.url)), { dev: 5173, preview: 4173 }, isSsrBuild === true),
);
