import type { RootOptions } from 'react-dom/client';

const silent = () => undefined;

/**
 * Spec §8: production builds silence the framework's global error and warning output. The error
 * boundary still shows the visitor an honest error; the console stays clean. Development keeps
 * React's defaults so mistakes stay loud.
 */
export const rootOptions = (production: boolean): RootOptions =>
  production ? { onCaughtError: silent, onUncaughtError: silent, onRecoverableError: silent } : {};
