// Replaced at build time by Vite (libs/web/vite.app-config.ts); absent under Jest.
declare const __BK_COMMIT_ID__: string | undefined;

/** The commit the running bundle was built from; 'dev' for the dev server and tests. */
export const buildCommitId = (): string => (typeof __BK_COMMIT_ID__ === 'string' && __BK_COMMIT_ID__ ? __BK_COMMIT_ID__ : 'dev');
