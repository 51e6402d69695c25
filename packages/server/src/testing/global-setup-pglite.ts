/**
 * Vitest global setup shared by the projects that start platforms (server, api, marketplace): the
 * platform is migrated and seeded once per run, and its PGlite data directory is dumped to a
 * tarball. Each test file's platform loads that tarball (a private copy in its own PGlite) instead
 * of running initdb, the migrations and the seed again, several times faster. The seed is deterministic, so a copy holds what a fresh seed would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { pgliteDatabase } from '../db/pglite.ts';
import { applySeed } from '../seed/apply.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the seeded PGlite data-directory tarball (the default catalogue). */
    pgliteSnapshot: string;
  }
}

interface Shared {
  file: Promise<string>;
  users: number;
}

// Several projects of one run list this setup; they share one snapshot (one process, one global).
const key = Symbol.for('marketplace.pgliteSnapshot');
const registry = globalThis as { [key]?: Shared };

async function makeSnapshot(dir: string): Promise<string> {
  const pglite = await PGlite.create();
  try {
    const db = pgliteDatabase(pglite);
    await migrate(db);
    await applySeed(db);
    const tarball = await pglite.dumpDataDir('none');
    const file = join(dir, 'seeded.tar');
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
    return file;
  } finally {
    await pglite.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let shared = registry[key];
  if (shared === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'marketplace-pglite-'));
    const file = makeSnapshot(dir).catch((error: unknown) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    });
    shared = { file, users: 0 };
    registry[key] = shared;
  }
  shared.users += 1;
  project.provide('pgliteSnapshot', await shared.file);
  const used = shared;
  return async () => {
    used.users -= 1;
    if (used.users > 0) return;
    delete registry[key];
    rmSync(dirname(await used.file), { recursive: true, force: true });
  };
}
