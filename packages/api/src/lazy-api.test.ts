import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-error.ts';
import type { Fetch } from './api-runtime.ts';
import { createLazyApi } from './lazy-api.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.close();
});

describe('the api a page starts with: its calls load with the first one', () => {
  it('makes no request until a call, then answers it as the api does (parsed by the shared schema)', async () => {
    const fetch = vi.fn<Fetch>((input, init) => globalThis.fetch(input, init));
    const api = createLazyApi({ platformOrigin: platform.origin, product: 'livechat' }, { fetch });
    expect(fetch).not.toHaveBeenCalled();
    const apps = await api.marketplace.getPublishedApps();
    expect(apps.length).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${platform.origin}/v2/applications/published`);
  });

  it('loads its calls ahead on preload, making no request, and a call after it uses them', async () => {
    const fetch = vi.fn<Fetch>((input, init) => globalThis.fetch(input, init));
    const api = createLazyApi({ platformOrigin: platform.origin, product: 'livechat' }, { fetch });
    let loaded = false;
    vi.doMock('./api.ts', async (importOriginal) => {
      loaded = true;
      return importOriginal();
    });
    try {
      await api.preload?.();
      expect(loaded).toBe(true);
      expect(fetch).not.toHaveBeenCalled();
      expect((await api.marketplace.getPublishedApps()).length).toBeGreaterThan(0);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('./api.ts');
    }
  });

  it('has its events at once: a listener added before the calls loaded hears their failures', async () => {
    const api = createLazyApi({ platformOrigin: platform.origin, product: 'livechat' });
    const failures: ApiError[] = [];
    api.events.on('error', (error) => failures.push(error));
    await expect(api.marketplace.getPublishedApp('no-such-app')).rejects.toThrow();
    expect(failures.map((error) => error.status)).toEqual([404]);
  });

  it("tries the calls' code again on the next call after a failed load", async () => {
    let failures = 1;
    vi.doMock('./api.ts', async (importOriginal) => {
      if (failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    try {
      const api = createLazyApi({ platformOrigin: platform.origin, product: 'livechat' });
      await expect(api.marketplace.getPublishedApps()).rejects.toThrow();
      expect((await api.marketplace.getPublishedApps()).length).toBeGreaterThan(0);
    } finally {
      vi.doUnmock('./api.ts');
    }
  });
});
