import { describe, expect, it } from 'vitest';
import { routerPathWithin } from './host-paths.ts';

describe('a redirect under the router basename stays in the page', () => {
  it('maps /marketplace and its sub-paths to router paths, and leaves other paths to the browser', () => {
    expect(routerPathWithin('/marketplace', '/marketplace/')).toBe('/');
    expect(routerPathWithin('/marketplace/cart/', '/marketplace')).toBe('/cart/');
    expect(routerPathWithin('/marketplaces', '/marketplace')).toBeNull();
    expect(routerPathWithin('/', '/marketplace')).toBeNull();
    expect(routerPathWithin('/marketplace', '')).toBeNull();
  });
});
