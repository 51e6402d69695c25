/**
 * `MARKETPLACE_SEED_APPS=N npm start`: the catalogue size of a new data directory, so anyone can try
 * the product at scale. A sized catalogue gets a data directory of its own, so the default one (and
 * its seeded demo world) is never mixed with a generated catalogue.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

/** Large enough for the benchmarks' 10,000 apps and beyond, small enough to seed on a laptop. */
export const maxSeedApps = 100_000;

const seedAppsSchema = z.coerce.number().int().min(1).max(maxSeedApps);

/** The catalogue size asked for in the environment, or undefined for the default catalogue. */
export function seedAppsFromEnv(env: Readonly<Record<string, string | undefined>>): number | undefined {
  const raw = env['MARKETPLACE_SEED_APPS'];
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = seedAppsSchema.safeParse(raw.trim());
  if (!parsed.success) {
    throw new Error(`MARKETPLACE_SEED_APPS must be a whole number of apps from 1 to ${maxSeedApps.toLocaleString('en-US')}; it is '${raw}'.`);
  }
  return parsed.data;
}

/** DATA_DIR when given; otherwise `.data/pglite`, or `.data/pglite-apps-N` for a sized catalogue. */
export function dataDirFor(env: Readonly<Record<string, string | undefined>>, repoRoot: string, seedApps: number | undefined): string {
  const given = env['DATA_DIR'];
  if (given !== undefined && given !== '') return resolve(given);
  return resolve(repoRoot, seedApps === undefined ? '.data/pglite' : `.data/pglite-apps-${seedApps}`);
}
