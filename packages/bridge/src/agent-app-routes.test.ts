import { describe, expect, it } from 'vitest';
import { framedMarketplaceUrl, framedPrefixPaths, hostPathOfNavigate } from './agent-app-routes.ts';

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

describe('a host framing the marketplace under its own prefix translates paths both ways', () => {
  const framed = framedPrefixPaths('/framed/');
  it('maps route changes to the host, host addresses to routes, and opens the frame on the host address', () => {
    expect(framed.toHost('/apps/marketplace/apps/crm/?sortBy=name')).toBe('/framed/apps/crm/?sortBy=name');
    expect(framed.toHost('/apps/marketplace/')).toBe('/framed/');
    expect(framed.toMarketplace('/framed/apps/crm/')).toBe('/apps/marketplace/apps/crm/');
    expect(framed.toMarketplace('/framed')).toBe('/apps/marketplace/');
    expect(framed.frameUrl('http://localhost:4000', '/framed/cart/', '?a=1')).toBe('http://localhost:4000/marketplace/cart/?a=1&framed=1');
    expect(framed.frameUrl('http://localhost:4000', '/framed/', '', true)).toBe('http://localhost:4000/marketplace/?framed=1&host-chrome=1');
  });
});

describe("a framed marketplace's navigate goes to the host's path", () => {
  it("the logged-out redirect '/marketplace' is the host's marketplace home; other paths are the host's", () => {
    expect(hostPathOfNavigate('/marketplace', '/apps/marketplace/')).toBe('/apps/marketplace/');
    expect(hostPathOfNavigate('/marketplace', '/framed/')).toBe('/framed/');
    expect(hostPathOfNavigate('/apps/settings/1', '/framed/')).toBe('/apps/settings/1');
  });
});
