/**
 * Zod compiles object parsers with `new Function` unless told not to; under the pages' Trusted
 * Types CSP that is a violation. Imported first by every exposed module, so no schema is parsed
 * before the setting holds, whichever chunk loads first.
 */
import { z } from 'zod';

z.config({ jitless: true });
