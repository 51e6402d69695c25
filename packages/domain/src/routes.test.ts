import { describe, expect, it } from 'vitest';
import {
  appDetailArea,
  categoryListingPath,
  movedCategoryListing,
  appDetailPath,
  appSettingsPath,
  appsSettingsPath,
  authorizationUrl,
  isCheckoutPath,
  navigationAnnouncement,
  openAppPath,
  pageTitle,
  paths,
  profilePageOf,
  publicPath,
} from './routes.ts';
import { makeApp } from './test/fixtures.ts';

describe('paths', () => {
  it.each([
    [paths.home(), '/'],
    [paths.apps(), '/apps/'],
    [paths.collection('new-and-noteworthy'), '/apps/new-and-noteworthy/'],
    [paths.collection('staff-top-picks'), '/apps/staff-top-picks/'],
    [paths.collection('starter-pack'), '/apps/starter-pack/'],
    [paths.collection('hackathon-winners'), '/apps/hackathon-winners/'],
    [paths.collection('self-setup'), '/apps/self-setup/'],
    [paths.collection('ai-powered'), '/apps/ai-powered/'],
    [paths.collection('by-text'), '/apps/by-text/'],
    [paths.listing('e-commerce'), '/apps/e-commerce/'],
    [paths.listing('crm', { sortBy: 'price', paymentType: 'free', language: '' }), '/apps/crm/?sortBy=price&paymentType=free'],
    [paths.listing(null, { widgetPlacement: 'plugin' }), '/apps/?widgetPlacement=plugin'],
    [paths.listing('cms', { category: 'crm' }), '/apps/cms/'],
    [paths.comingSoon(), '/apps/coming-soon/'],
    [paths.partners(), '/partners/'],
    [paths.recommendedPartners(), '/partners/recommended/'],
    [paths.expert('acme'), '/partners/expert/acme/'],
    [paths.expertCampaign('acme'), '/partners/expert-campaign/acme/'],
    [paths.developers(), '/developers/'],
    [paths.developer('acme-dev'), '/developers/acme-dev/'],
    [paths.services(), '/services/'],
    [paths.saasDeals(), '/saas-deals/'],
    [paths.omnichannel(), '/omnichannel-communication/'],
    [paths.enhanceEcommerce(), '/enhance-ecommerce/'],
    [paths.search('crm tools'), '/search/?query=crm%20tools'],
    [paths.search(''), '/search/'],
    [paths.notFound(), '/404/'],
    [paths.cart(), '/cart/'],
    [paths.cartThankYou('c1'), '/checkout/cart/c1/thank-you'],
    [paths.cartReviewOrder('c1'), '/checkout/cart/c1/review-order'],
    [paths.checkout('my-app', true), '/checkout/my-app?embedded=true'],
    [paths.checkout('my-app'), '/checkout/my-app'],
    [paths.ownAppThankYou('my-app'), '/checkout/my-app/thank-you'],
    [paths.recurrentChargeThankYou('r1'), '/checkout/charge/r1/recurrent_charge/thank-you'],
    [paths.directChargeThankYou('d1'), '/checkout/charge/d1/direct_charge/thank-you'],
    [paths.directChargeThankYou('d1', { icon: 'https://x/i.png', description: 'Pro' }), '/checkout/charge/d1/direct_charge/thank-you?icon=https%3A%2F%2Fx%2Fi.png&description=Pro'],
    [paths.afterCheckoutRejected(), '/cart/'],
    [paths.afterSignOut(), '/'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('appDetailPath', () => {
  const app = makeApp({ slug: 'acme' });
  const service = makeApp({ slug: 'setup', customProps: { isService: 'true' } });
  it.each([
    [app, {}, '/apps/acme/'],
    [app, { embedded: true }, '/embedded-apps/acme/'],
    [service, {}, '/services/setup/'],
    [app, { area: 'private' }, '/private-apps/acme/'],
    [app, { area: 'private', embedded: true }, '/embedded-private-apps/acme/'],
    [app, { area: 'in-review' }, '/in-review-apps/acme/'],
    [app, { settings: true }, '/apps/acme/?action=settings'],
    [app, { section: 'reviews' }, '/apps/acme/#reviews'],
    [null, {}, '/apps/'],
    [undefined, { embedded: true }, '/apps/'],
  ] as const)('%j %j → %s', (subject, options, expected) => {
    expect(appDetailPath(subject, options)).toBe(expected);
  });
});

describe('appDetailArea', () => {
  it.each([
    ['/apps/acme/', 'published', false],
    ['/services/setup/', 'published', false],
    ['/embedded-apps/acme/', 'published', true],
    ['/private-apps/acme/', 'private', false],
    ['/embedded-private-apps/acme/', 'private', true],
    ['/in-review-apps/acme/', 'in-review', false],
  ] as const)('%s → %s (embedded %s)', (path, area, embedded) => {
    expect(appDetailArea(path)).toEqual({ area, embedded });
  });

  it('reads back every folder appDetailPath builds', () => {
    const app = makeApp({ slug: 'acme' });
    for (const options of [{ area: 'private' }, { area: 'private', embedded: true }, { area: 'in-review' }, { embedded: true }] as const) {
      expect(appDetailArea(appDetailPath(app, options))).toEqual({ area: options.area ?? 'published', embedded: 'embedded' in options });
    }
  });
});

describe('publicPath', () => {
  it.each([
    ['/apps/', '/marketplace/apps/'],
    ['/', '/marketplace/'],
    ['cart/', '/marketplace/cart/'],
  ])('%s → %s', (path, expected) => {
    expect(publicPath(path)).toBe(expected);
  });
});

describe('isCheckoutPath', () => {
  it.each([
    ['/checkout/cart/1/thank-you', true],
    ['/marketplace/checkout/app', true],
    ['/cart/', false],
    ['/checkout', false],
  ])('%s → %s', (path, expected) => {
    expect(isCheckoutPath(path)).toBe(expected);
  });
});

describe('profilePageOf', () => {
  it.each([
    ['/partners/expert/jane/', { kind: 'expert', slug: 'jane' }],
    ['/partners/expert-campaign/jane/?utm=x', { kind: 'expert', slug: 'jane' }],
    ['/developers/acme%20co', { kind: 'developer', slug: 'acme co' }],
    ['/developers/%E0%A4%A/', { kind: 'developer', slug: null }],
    ['/partners/', null],
    ['/partners/expert/jane/more/', null],
    ['/developers/', null],
    ['/apps/jane/', null],
  ])('%s', (path, expected) => {
    expect(profilePageOf(path)).toEqual(expected);
  });
});

describe('pageTitle', () => {
  it.each([
    ['All Apps', 'livechat', 'All Apps | LiveChat Integrations'],
    ['CRM', 'helpdesk', 'CRM | HelpDesk Integrations'],
  ] as const)('%s on %s', (title, product, expected) => {
    expect(pageTitle(title, product)).toBe(expected);
  });

  it('announces navigation', () => {
    expect(navigationAnnouncement('CRM | LiveChat Integrations')).toBe('Navigated to CRM | LiveChat Integrations');
  });
});

describe('action buttons', () => {
  it.each([
    ['livechat', '/apps/settings'],
    ['helpdesk', '/settings/integrations/apps'],
    ['text', '/settings/applications'],
    ['chatbot', '/settings/applications'],
  ] as const)('apps settings of %s → %s', (product, expected) => {
    expect(appsSettingsPath(product)).toBe(expected);
  });

  const widgets = [
    { id: 'w-plugin', placement: 'plugin' as const },
    { id: 'w-full', placement: 'fullscreen' as const },
  ];
  it.each([
    ['chat app', makeApp({ slug: 'acme' }), false, '/app/acme'],
    ['help-desk app', makeApp({ slug: 'acme', product: 'helpdesk' }), false, '/apps/acme'],
    ['private app uses its widget id', makeApp({ slug: 'acme', widgets }), true, '/app/w-full'],
    ['private app without widgets keeps the slug', makeApp({ slug: 'acme' }), true, '/app/acme'],
    [
      'alternative fullscreen path plus widget id',
      makeApp({ slug: 'acme', widgets: [widgets[0]!], customProps: { alternativeFullscreenPath: '/reports/' } }),
      false,
      '/reports/w-plugin',
    ],
  ])('open: %s', (_case, app, isPrivate, expected) => {
    expect(openAppPath(app, { isPrivate })).toBe(expected);
  });

  it.each([
    ['by slug', makeApp({ id: '9', slug: 'acme' }), false, '/apps/settings/acme'],
    ['in review, by id', makeApp({ id: '9', slug: 'acme' }), true, '/apps/settings/9'],
    ['help desk', makeApp({ id: '9', slug: 'acme', product: 'helpdesk' }), false, '/settings/integrations/apps/acme'],
    ['alternative setting URL', makeApp({ customProps: { alternativeSettingUrl: 'https://x.io/settings' } }), false, 'https://x.io/settings'],
  ])('settings: %s', (_case, app, inReview, expected) => {
    expect(appSettingsPath(app, { inReview })).toBe(expected);
  });

  it('direct install goes to the authorisation page', () => {
    expect(authorizationUrl('https://platform.example/accounts/authorize', { clientId: 'abc', redirectUri: 'https://app.io/cb' })).toBe(
      'https://platform.example/accounts/authorize?response_type=code&client_id=abc&redirect_uri=https%3A%2F%2Fapp.io%2Fcb',
    );
  });
});

describe('the category of a listing lives in its path', () => {
  it('builds a category listing keeping the other parameters', () => {
    expect(categoryListingPath('analytics', '?sortBy=price&category=crm&framed=true')).toBe('/apps/analytics/?sortBy=price&framed=true');
    expect(categoryListingPath(null, '?category=crm&paymentType=free')).toBe('/apps/?paymentType=free');
    expect(categoryListingPath('crm', '')).toBe('/apps/crm/');
  });
  it.each([
    ['/apps/', '?category=analytics', '/apps/analytics/'],
    ['/apps/', '?paymentType=free&category=crm&sortBy=price', '/apps/crm/?paymentType=free&sortBy=price'],
    ['/apps/cms/', '?category=crm', '/apps/crm/'],
    ['/apps/crm/', '?category=', '/apps/'],
    ['/apps/', '?category=', '/apps/'],
  ])('moves %s%s to %s', (path, search, moved) => {
    expect(movedCategoryListing(path, search)).toBe(moved);
  });
  it.each([
    ['/apps/', ''],
    ['/apps/', '?paymentType=free'],
    ['/apps/', '?category=no-such-category'],
    ['/apps/new-and-noteworthy/', '?category=crm'],
    ['/services/', '?category=crm'],
    ['/apps/some-app/', '?category=crm'],
    ['/search/', '?category=crm'],
  ])('leaves %s%s where it is', (path, search) => {
    expect(movedCategoryListing(path, search)).toBeNull();
  });
});
