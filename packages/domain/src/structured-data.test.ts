import { describe, expect, it } from 'vitest';
import { appStructuredData } from './structured-data.ts';
import { makeApp, makePayment } from './test/fixtures.ts';

describe('appStructuredData', () => {
  it('describes a paid, rated app as a BusinessApplication', () => {
    const app = makeApp({ name: 'Acme', shortDescription: 'Sync', icon: 'https://cdn/x.png', payment: makePayment({ price: 1999 }) });
    expect(appStructuredData(app, 'https://example/marketplace/apps/acme/', { rate: 4.5, votes: 12 })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Acme',
      description: 'Sync',
      applicationCategory: 'BusinessApplication',
      image: 'https://cdn/x.png',
      url: 'https://example/marketplace/apps/acme/',
      offers: { '@type': 'Offer', price: '19.99', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it.each([
    ['no rate', null],
    ['no votes', { rate: 0, votes: 0 }],
  ])('a free app with %s has no rating and no image', (_case, rate) => {
    const data = appStructuredData(makeApp({ icon: '' }), 'u', rate);
    expect(data.offers.price).toBe('0.00');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
  });
});
