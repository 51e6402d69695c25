import { describe, expect, it } from 'vitest';
import { serviceWorkerFromEnv } from './origins.ts';

describe('spec 7: the service worker can be turned off (MARKETPLACE_SERVICE_WORKER=off)', () => {
  it('is on unless the variable says off', () => {
    expect(serviceWorkerFromEnv({})).toBe(true);
    expect(serviceWorkerFromEnv({ MARKETPLACE_SERVICE_WORKER: 'on' })).toBe(true);
    expect(serviceWorkerFromEnv({ MARKETPLACE_SERVICE_WORKER: 'off' })).toBe(false);
  });
});
