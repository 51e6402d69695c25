/**
 * Browser builds resolve `zod` and `zod/mini` to shared/zod-jitless.ts and zod-mini-jitless.ts: zod
 * configured for the pages' CSP before any schema is defined.
 */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export const jitlessZod: Alias[] = [
  { find: /^zod$/, replacement: here('../shared/zod-jitless.ts') },
  { find: /^zod\/mini$/, replacement: here('../shared/zod-mini-jitless.ts') },
];
