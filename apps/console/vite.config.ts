import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// Build tooling, not app code: the shared Vite setup lives beside the shared web lib.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { webAppConfig } from '../../libs/web/vite.app-config';

// Served by the API under /static/console/; /api is proxied to the API in dev and preview.
export default defineConfig(webAppConfig('console', fileURLToPath(new URL('.', import.meta.url)), { dev: 5174, preview: 4174 }));
