import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('code loaded once, on first use', () => {
  it('loads once for every caller and then has the value at hand', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const code = loadOnce(load);
    expect(code.loaded()).toBeNull();
    expect(await Promise.all([code(), code()])).toEqual(['code', 'code']);
    expect(code.loaded()).toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue('code');
    const code = loadOnce(load);
    await expect(code()).rejects.toThrow('Failed to fetch');
    expect(code.loaded()).toBeNull();
    expect(await code()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
