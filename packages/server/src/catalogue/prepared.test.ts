import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appOfCatalogueChange, compressionLevel, prepare, PreparedCache, type AppPatch, type PreparedBody } from './prepared.ts';

const apps = (installs: number) => [
  { id: 'a1', installations: 1 },
  { id: 'a2', installations: installs },
];
const text = async (cache: PreparedCache, build: () => Promise<PreparedBody>, patch?: AppPatch) =>
  JSON.parse((await cache.get('list', build, patch)).identity.toString()) as unknown;

describe('a change of one app refreshes that app, not the whole catalogue', () => {
  it("patches the app into the prepared list: the list is not built again, and the next reader has the app's new counters", async () => {
    const cache = new PreparedCache(() => new Date(0));
    let builds = 0;
    let installs = 5;
    const build = async (): Promise<PreparedBody> => {
      builds += 1;
      return { value: apps(installs), boundaries: [] };
    };
    const patched: string[] = [];
    const patch: AppPatch = async (body, appId) => {
      patched.push(appId);
      return { value: (body.value as Array<{ id: string }>).map((app) => (app.id === appId ? { id: appId, installations: installs } : app)), boundaries: body.boundaries };
    };
    expect(await text(cache, build, patch)).toEqual(apps(5));
    installs = 6;
    cache.refreshApp('a2');
    expect(await text(cache, build, patch)).toEqual(apps(6));
    expect(builds).toBe(1);
    expect(patched).toEqual(['a2']);
    // A change of the whole catalogue still builds it anew.
    installs = 7;
    cache.invalidate();
    expect(await text(cache, build, patch)).toEqual(apps(7));
    expect(builds).toBe(2);
  });

  it('builds a variant whole when it has no patch or its patch gives up', async () => {
    const cache = new PreparedCache(() => new Date(0));
    let builds = 0;
    const build = async (): Promise<PreparedBody> => {
      builds += 1;
      return { value: apps(builds), boundaries: [] };
    };
    await text(cache, build);
    cache.refreshApp('a2');
    expect(await text(cache, build)).toEqual(apps(2));
    await text(cache, build, async () => null);
    cache.refreshApp('a2');
    expect(await text(cache, build, async () => null)).toEqual(apps(3));
  });

  it('a patch begun before the clock crossed a discount boundary is not served after it', async () => {
    let clock = 0;
    const cache = new PreparedCache(() => new Date(clock));
    const build = async (): Promise<PreparedBody> => ({ value: clock < 100 ? 'discounted' : 'full price', boundaries: [100] });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const patch: AppPatch = async (body) => {
      await held;
      return body;
    };
    expect(await text(cache, build, patch)).toBe('discounted');
    cache.refreshApp('a2');
    clock = 200;
    const read = text(cache, build, patch);
    release();
    expect(await read).toBe('full price');
  });

  it('reads the app a notification names, or the whole catalogue for any other payload', () => {
    expect(appOfCatalogueChange('app:1042')).toBe('1042');
    expect(appOfCatalogueChange('apps')).toBeNull();
    expect(appOfCatalogueChange('developers')).toBeNull();
  });
});

describe('a large answer is compressed at a level its size can afford', () => {
  it('keeps Brotli 10 and gzip 9 for a small list and lowers both as the list grows', () => {
    expect([compressionLevel('br', 100_000), compressionLevel('gzip', 100_000)]).toEqual([10, 9]);
    const sizes = [2 ** 16, 2 ** 20, 2 ** 23, 2 ** 24, 2 ** 25, 2 ** 27];
    for (const encoding of ['br', 'gzip'] as const) {
      const chosen = sizes.map((size) => compressionLevel(encoding, size));
      expect(chosen).toEqual(chosen.toSorted((a, b) => b - a));
      expect(chosen.at(-1)).toBe(1);
    }
  });

  it('compresses a 25 MB list once per encoding, in seconds rather than minutes, to bytes that decode to it', async () => {
    const row = (i: number) => ({ id: `app-${i}`, name: `App number ${i}`, description: `Does thing ${i % 97} for team ${i % 13}`, installations: i * 7 });
    const value = Array.from({ length: 270_000 }, (_, i) => row(i));
    const prepared = prepare({ value, boundaries: [] }, 0);
    expect(prepared.identity.length).toBeGreaterThan(24 * 2 ** 20);
    const at = performance.now();
    const br = await prepared.encoded('br');
    // Brotli 10 takes half a minute here; the level for this size, well under a second.
    expect(performance.now() - at).toBeLessThan(5_000);
    expect(await prepared.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(prepared.identity)).toBe(true);
    expect(gunzipSync(await prepared.encoded('gzip')).equals(prepared.identity)).toBe(true);
  }, 60_000);
});
