import { describe, expect, it } from 'vitest';
import { dataDirFor, seedAppsFromEnv } from './seed-size.ts';

describe('MARKETPLACE_SEED_APPS', () => {
  it('is the default catalogue when unset or empty', () => {
    expect(seedAppsFromEnv({})).toBeUndefined();
    expect(seedAppsFromEnv({ MARKETPLACE_SEED_APPS: ' ' })).toBeUndefined();
  });

  it('reads a whole number of apps', () => {
    expect(seedAppsFromEnv({ MARKETPLACE_SEED_APPS: '10000' })).toBe(10_000);
  });

  it.each(['0', '-5', '2.5', 'many', '100001'])('refuses %s with a message naming the setting', (value) => {
    expect(() => seedAppsFromEnv({ MARKETPLACE_SEED_APPS: value })).toThrow(/MARKETPLACE_SEED_APPS must be a whole number of apps from 1 to 100,000/);
  });

  it('gives a sized catalogue a data directory of its own unless DATA_DIR is set', () => {
    expect(dataDirFor({}, '/repo', undefined)).toBe('/repo/.data/pglite');
    expect(dataDirFor({}, '/repo', 10_000)).toBe('/repo/.data/pglite-apps-10000');
    expect(dataDirFor({ DATA_DIR: '/tmp/big' }, '/repo', 10_000)).toBe('/tmp/big');
  });
});
