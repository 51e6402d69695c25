import { describe, expect, it } from 'vitest';
import { engines, useTestPlatform } from '../testing/harness.ts';

describe.each(engines)('billing, notifications and static data on %s', (engine) => {
  const platform = useTestPlatform(engine);

  describe('price preview: taxes per country and zip', () => {
    it('adds VAT in the EU, state tax by US zip, nothing elsewhere', async () => {
      const pl = await platform.call('GET', '/billing/v2/price_preview/livechat?price=10000&country=pl');
      expect(pl.body).toEqual({ price: 10000, country: 'PL', zip: null, taxes: { total_price: 12300, tax_value: 2300, tax_rate: 0.23 } });
      const ca = await platform.call('GET', '/billing/v2/price_preview/livechat?price=10000&country=US&zip=94105');
      expect(ca.body).toMatchObject({ taxes: { tax_value: 725 } });
      const or = await platform.call('GET', '/billing/v2/price_preview/livechat?price=10000&country=US&zip=97201');
      expect(or.body).toMatchObject({ taxes: { tax_value: 0 } });
      expect((await platform.call('GET', '/billing/v2/price_preview/livechat?price=abc&country=US')).status).toBe(400);
    });
  });

  describe('cards and subscriptions', () => {
    it('adds a card to a product and reports it in the subscriptions', async () => {
      const token = await platform.tokenFor('acc-inactive');
      const before = await platform.call('GET', '/billing/v2/market/products/my', { token });
      expect(before.body).toMatchObject({ livechat: { active: false, hasCard: false, plan: 'starter' } });
      const added = await platform.call('POST', '/billing/v2/account/livechat', { token, body: { cardNumber: '4242424242424242' } });
      expect(added.status).toBe(201);
      expect(added.body).toEqual({ product: 'livechat', cardDetails: { cardType: 'visa', firstSix: '424242', lastFour: '4242', hasCard: true } });
      const after = await platform.call('GET', '/billing/v2/market/products/my?cache=false', { token });
      expect(after.body).toMatchObject({ livechat: { hasCard: true } });
      expect((await platform.call('POST', '/billing/v2/account/livechat', { token, body: { cardNumber: '12' } })).status).toBe(422);
    });
  });

  describe('awaiting apps (access request)', () => {
    it('notifies the active owners, not the suspended one', async () => {
      const token = await platform.tokenFor('acc-agent');
      const sent = await platform.call('POST', '/notifications/awaiting_apps', { token, body: { product: 'livechat', appId: '1001' } });
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ ok: true, recipients: 2 });
    });
  });

  describe('static data', () => {
    it('serves app data, page data per page, slices and static queries on exact paths', async () => {
      expect((await platform.call('GET', '/marketplace/page-data/app-data.json')).body).toMatchObject({ webpackCompilationHash: expect.any(String) });
      const crm = await platform.call('GET', '/marketplace/page-data/apps/crm/page-data.json');
      expect(crm.status).toBe(200);
      const apps = (crm.body as { result: { data: { apps: { category: { id: string } }[] } } }).result.data.apps;
      expect(apps.length).toBeGreaterThan(0);
      expect(apps.every((a) => a.category.id === 'crm')).toBe(true);
      expect((await platform.call('GET', '/marketplace/page-data/apps/shopline-connector/page-data.json')).body).toMatchObject({
        result: { data: { app: { slug: 'shopline-connector' } } },
      });
      expect((await platform.call('GET', '/marketplace/page-data/index/page-data.json')).status).toBe(200);
      expect((await platform.call('GET', '/marketplace/page-data/nothing/page-data.json')).status).toBe(404);
      expect((await platform.call('GET', '/marketplace/slice-data/header.json')).status).toBe(200);
      expect((await platform.call('GET', '/marketplace/page-data/sq/d/123.json')).status).toBe(200);
    });
  });
});
