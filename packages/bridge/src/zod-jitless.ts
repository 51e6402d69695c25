/**
 * Zod compiles object parsers with `new Function` unless told not to; under the pages' Trusted
 * Types CSP that is a violation. Every host entry imports this first, so no schema is parsed
 * before the setting holds.
 */
// zod/mini's config is zod's (one core): the hosts that validate with zod/mini load no more of zod for it.
import { config } from 'zod/mini';

config({ jitless: true });
