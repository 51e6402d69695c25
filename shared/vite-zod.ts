/** Browser builds resolve `zod` to zod-jitless.ts: zod configured for the pages' CSP before any schema is defined. */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

export const jitlessZod: Alias = { find: /^zod$/, replacement: fileURLToPath(new URL('./zod-jitless.ts', import.meta.url)) };
