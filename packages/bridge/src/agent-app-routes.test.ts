import { describe, expect, it } from 'vitest';
import { framedMarketplaceUrl } from './agent-app-routes.ts';

describe('the agent app frames /marketplace{path}{search} for its /apps/marketplace{path}{search}', () => {
  it.each([
    ['/apps/marketplace/', '', 'http://localhost:4000/marketplace/?framed=1'],
    ['/apps/marketplace', '', 'http://localhost:4000/marketplace/?framed=1'],
    ['/apps/marketplace/apps/crm/', '?sortBy=popularity', 'http://localhost:4000/marketplace/apps/crm/?sortBy=popularity&framed=1'],
    ['/apps/marketplace/apps/shopline-connector/', '', 'http://localhost:4000/marketplace/apps/shopline-connector/?framed=1'],
  ])('%s%s → %s', (hostPathname, hostSearch, expected) => {
    expect(framedMarketplaceUrl({ platformOrigin: 'http://localhost:4000', hostPathname, hostSearch })).toBe(expected);
  });
});
