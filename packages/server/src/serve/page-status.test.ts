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
