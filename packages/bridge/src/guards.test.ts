import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseHostEvent, parseMarketplaceMessage } from './guards.ts';
import { BridgeError } from './protocol.ts';

describe('messages from the framed host are accepted only from allowed origins', () => {
  const allowList = ['http://localhost:4002'];
  it.each([
    ['http://localhost:4002', true],
    ['http://localhost:4003', false],
    ['https://localhost:4002', false],
    ['http://localhost:40020', false],
    ['http://evil.example', false],
    ['null', false],
  ])('%s → %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, allowList)).toBe(allowed);
  });
});

describe('host events are checked for shape', () => {
  it.each([
    [{ type: 'navigate', pathname: '/apps/' }],
    [{ type: 'navigate', pathname: '/apps/', replace: true }],
    [{ type: 'preload', pathname: '/apps/crm/' }],
    [{ type: 'route', pathname: '/' }],
    [{ type: 'refresh_installed_apps' }],
    [{ type: 'cart_updated', cart: { id: 'c1', products: [] } }],
    [{ type: 'refresh_cart' }],
    [{ type: 'refresh_subscription_info', omitCache: true }],
  ])('accepts %j', (event) => {
    expect(parseHostEvent(event)).toMatchObject(event);
  });

  it.each([
    [null],
    ['navigate'],
    [{ type: 'navigate' }],
    [{ type: 'navigate', pathname: 'javascript:alert(1)' }],
    [{ type: 'cart_updated', cart: {} }],
    [{ type: 'unknown' }],
    [{ type: 'refresh_subscription_info', omitCache: 'yes' }],
  ])('refuses %j with a bridge error', (event) => {
    expect(() => parseHostEvent(event)).toThrow(BridgeError);
  });
});

describe('messages posted to the host are checked for shape', () => {
  it('fills the default search of a route change', () => {
    expect(parseMarketplaceMessage({ type: 'route_change', pathname: '/apps/' })).toEqual({
      type: 'route_change',
      pathname: '/apps/',
      search: '',
    });
  });
  it.each([
    [{ type: 'loaded' }],
    [{ type: 'app_installed', appId: 12, slug: 'crm-sync' }],
    [{ type: 'cart_purchased', cartId: 'c1' }],
    [{ type: 'mailto', address: 'a@b.co' }],
    [{ type: 'billing', event: 'transaction_declined', chargeId: '9' }],
  ])('accepts %j', (message) => {
    expect(parseMarketplaceMessage(message)).toMatchObject(message);
  });
  it.each([[{ type: 'mailto', address: 'not an address' }], [{ type: 'billing', event: 'refund' }], [{ type: 'app_installed' }]])('refuses %j', (message) => {
    expect(() => parseMarketplaceMessage(message)).toThrow(BridgeError);
  });
});
