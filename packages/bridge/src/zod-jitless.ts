/**
 * Zod compiles object parsers with `new Function` unless told not to; under the pages' Trusted
 * Types CSP that is a violation. Every host entry imports this first, so no schema is parsed
 * before the setting holds.
 */
import { z } from 'zod';

z.config({ jitless: true });
