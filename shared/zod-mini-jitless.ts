/** What `zod/mini` resolves to in every browser build: see zod-jitless.ts (both share zod's core and its setting). */
import { config } from 'zod/v4/core';

export * from 'zod/v4/mini';

config({ jitless: true });
