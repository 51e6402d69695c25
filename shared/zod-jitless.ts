/**
 * What `zod` resolves to in every browser build (vite-zod.ts): zod with `jitless` set before any
 * schema exists. Zod decides when a schema is defined whether it may compile parsers with
 * `new Function`, which the pages' Trusted Types CSP forbids; setting it in the module that every
 * schema imports holds whatever order the chunks run in (a side-effect import in each entry did not:
 * e18c14a).
 */
import { config } from 'zod/v4/core';

export * from 'zod/v4';

config({ jitless: true });
