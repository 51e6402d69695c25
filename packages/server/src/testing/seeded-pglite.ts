/**
 * The seeded PGlite data directory made by the global setup (global-setup-pglite.ts), read once
 * per test worker. A platform given these bytes starts as a private copy of the seeded platform.
 * Undefined in a project without that setup: its platforms migrate and seed for themselves.
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type {} from './global-setup-pglite.ts';

let snapshot: Promise<Uint8Array | undefined> | undefined;

export function seededPglite(): Promise<Uint8Array | undefined> {
  const file = inject('pgliteSnapshot') as string | undefined;
  snapshot ??= file === undefined ? Promise.resolve(undefined) : readFile(file);
  return snapshot;
}
