import { describe, expect, it } from 'vitest';
import { fromAgentAppPath, toAgentAppPath } from './agent-app-paths.ts';

describe('toAgentAppPath', () => {
  it.each([
    ['/apps/crm/', '?sortBy=price', '/apps/marketplace/apps/crm/?sortBy=price'],
    ['/cart/', '', '/apps/marketplace/cart/'],
    ['apps/', '', '/apps/marketplace/apps/'],
    ['/', '', '/apps/marketplace/'],
    ['', '?x=1', '/apps/marketplace/?x=1'],
  ])('%j + %j → %s', (path, search, expected) => {
    expect(toAgentAppPath(path, search)).toBe(expected);
  });
});

describe('fromAgentAppPath', () => {
  it.each([
    ['/apps/marketplace/apps/crm/', '/apps/crm/'],
    ['/apps/marketplace/apps/crm/?sortBy=price', '/apps/crm/?sortBy=price'],
    ['/apps/marketplace', '/'],
    ['/apps/marketplace/', '/'],
    ['/apps/marketplace?x=1', '/?x=1'],
    ['/apps', '/'],
    ['/apps/', '/'],
    ['', '/'],
    ['/apps/marketplacex', '/apps/marketplacex'],
    ['/cart/', '/cart/'],
  ])('%j → %s', (hostPath, expected) => {
    expect(fromAgentAppPath(hostPath)).toBe(expected);
  });

  it.each(['/', '/apps/crm/', '/cart/', '/checkout/cart/1/thank-you'])('round-trips %s', (path) => {
    expect(fromAgentAppPath(toAgentAppPath(path))).toBe(path);
  });
});
