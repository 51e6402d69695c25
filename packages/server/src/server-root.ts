import { resolve } from 'node:path';

/**
 * packages/server, found the same way from the sources (src/server-root.ts) and from the server's
 * build (dist/*.js): both are one folder below it (vite.build.config.ts keeps every built file in dist/).
 */
export const serverRoot = resolve(import.meta.dirname, '..');
/** The workspace: the front ends' builds and the default data directory are found from here. */
export const repoRoot = resolve(serverRoot, '../..');
/** Whether this process runs the server's build rather than its TypeScript sources. */
export const runsBuild = !import.meta.url.endsWith('.ts');
