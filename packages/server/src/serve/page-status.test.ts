import { describe, expect, it } from 'vitest';
import { pageStatus } from './page-status.ts';

const known = new Set(['livechat-crm', 'setup-service']);
const options = { appExists: (slug: string) => Promise.resolve(known.has(slug)) };
const statusOf = async (path: string) => pageStatus(path, options);

describe('a page the client routes answers 200', () => {
  it.each([
    '/marketplace/',
    '/marketplace',
    '/marketplace/apps/',
    '/marketplace/apps/crm/',
    '/marketplace/apps/hackathon-winners',
    '/marketplace/apps/coming-soon/',
    '/marketplace/apps/livechat-crm/',
    '/marketplace/services/setup-service/',
    '/marketplace/partners/recommended/',
    '/marketplace/partners/expert/jane/',
    '/marketplace/search/?query=crm',
    '/marketplace/saas-deals/',
    '/marketplace/cart/',
    '/marketplace/checkout/cart/1/thank-you',
    '/marketplace/embedded-apps/anything/at/all',
  ])('%s', async (path) => {
    expect(await statusOf(path)).toEqual({ kind: 'page', status: 200 });
  });
});

describe('a path the client does not route answers 404', () => {
  it.each(['/marketplace/no-such-page/', '/marketplace/apps/crm/extra/', '/marketplace/partners/nobody/', '/marketplace/404/'])('%s', async (path) => {
    expect(await statusOf(path)).toEqual({ kind: 'page', status: 404 });
  });
});

describe('an unknown app slug redirects to /apps/ (spec 2), naming what was not found', () => {
  it.each([
    ['/marketplace/apps/no-such-app/', 'no-such-app'],
    ['/marketplace/services/no-such-service/', 'no-such-service'],
  ])('%s', async (path, slug) => {
    expect(await statusOf(path)).toEqual({ kind: 'redirect', status: 302, location: `/marketplace/apps/?not-found=${slug}` });
  });
});

describe('a listing addressed by ?category= has moved for good to its category path', () => {
  it.each([
    ['/marketplace/apps/?category=analytics', '/marketplace/apps/analytics/'],
    ['/marketplace/apps?category=crm&sortBy=price&framed=1', '/marketplace/apps/crm/?sortBy=price&framed=1'],
    ['/marketplace/apps/cms/?category=crm', '/marketplace/apps/crm/'],
  ])('%s', async (path, location) => {
    expect(await statusOf(path)).toEqual({ kind: 'redirect', status: 301, location });
  });
  it('leaves an unknown category and a collection filtered by category where they are', async () => {
    expect(await statusOf('/marketplace/apps/?category=nope')).toEqual({ kind: 'page', status: 200 });
    expect(await statusOf('/marketplace/apps/staff-top-picks/?category=crm')).toEqual({ kind: 'page', status: 200 });
  });
});

describe('a redirect keeps the parameters of the address asked for', () => {
  it("keeps a frame's flags and the host's choices beside the location's own", async () => {
    expect(await statusOf('/marketplace/apps/no-such-app/?framed=1&host-chrome=1&not-found=x')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/marketplace/apps/?not-found=no-such-app&framed=1&host-chrome=1',
    });
  });
});

describe('an unknown expert or developer leads back to their list, as the screens do', () => {
  const profiles = {
    ...options,
    profileExists: (kind: 'expert' | 'developer', slug: string) => Promise.resolve(`${kind}:${slug}` === 'expert:jane' || `${kind}:${slug}` === 'developer:acme'),
  };
  it.each([
    ['/marketplace/partners/expert/nobody/', '/marketplace/partners/'],
    ['/marketplace/partners/expert-campaign/nobody/?framed=1', '/marketplace/partners/?framed=1'],
    ['/marketplace/developers/nobody/', '/marketplace/developers/'],
  ])('%s', async (path, location) => {
    expect(await pageStatus(path, profiles)).toEqual({ kind: 'redirect', status: 302, location });
  });
  it.each(['/marketplace/partners/expert/jane/', '/marketplace/partners/expert-campaign/jane/', '/marketplace/developers/acme/'])('%s is a page', async (path) => {
    expect(await pageStatus(path, profiles)).toEqual({ kind: 'page', status: 200 });
  });
  it('an undecodable name is no page', async () => {
    expect(await pageStatus('/marketplace/developers/%E0%A4%A/', profiles)).toEqual({ kind: 'page', status: 404 });
  });
});
