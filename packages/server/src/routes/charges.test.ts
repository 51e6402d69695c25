import { createChargeResponseSchema } from '@marketplace/domain/calls/billing';
import { directChargeResponseSchema } from '@marketplace/domain/calls/direct-charges';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@marketplace/domain/entities/app';
import { appPool, findApps, isPaidMonthly, isPaidOnce, isPlain } from '../testing/catalogue.ts';
import { engines, useTestPlatform } from '../testing/harness.ts';

describe.each(engines)('charges on %s', (engine) => {
  let owner: string;
  const platform = useTestPlatform(engine);
  beforeAll(async () => {
    owner = await platform.tokenFor('acc-owner');
  });

  // A fresh seeded app per test: the platform prices the charge from its plan, whatever the body says.
  const onceApps = appPool(() => platform, isPaidOnce);
  const monthlyApps = appPool(() => platform, isPaidMonthly);
  const helpdeskApps = appPool(
    () => platform,
    (app) => isPlain({ ...app, product: '' }) && app.product === 'helpdesk' && app.payment !== null && app.payment.trialDays === 0,
  );
  const bodyFor = (app: App) => ({
    name: 'Extra seats',
    price: 4900,
    quantity: 2,
    return_url: 'http://localhost:4000/marketplace/',
    order_client_id: `client-${app.id}`,
    per_account: false,
    test: false,
  });
  const priceOf = (app: App): number => app.payment?.price ?? 0;
  const ledgerFor = async (id: string) =>
    (await platform.db.query<{ n: number; total: number }>('SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS total FROM ledger WHERE source_id = $1', [id]))[0];

  describe('direct charge state machine', () => {
    it('goes pending → accepted → success, charging the plan price once', async () => {
      const app = await onceApps.next();
      const created = await platform.call('POST', '/billing/v2/direct_charge/livechat', { token: owner, body: bodyFor(app) });
      expect(created.status).toBe(201);
      const charge = directChargeResponseSchema.parse(created.body);
      expect(charge).toMatchObject({ status: 'pending', price: priceOf(app), quantity: 1, name: app.name });
      const [a, b] = await Promise.all([
        platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/accept`, { token: owner }),
        platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/accept`, { token: owner }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await ledgerFor(charge.id)).toEqual({ n: 1, total: priceOf(app) });
      const activated = await platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/activate`, { token: owner });
      expect(activated.body).toMatchObject({ status: 'success' });
      const list = await platform.call('GET', `/billing/v2/direct_charge/livechat?order_client_id=client-${app.id}`, { token: owner });
      expect((list.body as { id: string }[]).map((c) => c.id)).toContain(charge.id);
    });

    it('refuses to accept a charge that is no longer pending, in a sentence', async () => {
      const charge = directChargeResponseSchema.parse(
        (await platform.call('POST', '/billing/v2/direct_charge/livechat', { token: owner, body: bodyFor(await onceApps.next()) })).body,
      );
      expect((await platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/decline`, { token: owner })).body).toMatchObject({ status: 'failed' });
      const refused = await platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/accept`, { token: owner });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'charge_transition_refused', message: 'This charge cannot be accepted because it is already failed.' });
    });

    it('answers 404 with "This transaction doesn\'t exist."', async () => {
      const missing = await platform.call('GET', '/billing/v2/direct_charge/livechat/nope', { token: owner });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'charge_not_found', message: "This transaction doesn't exist." });
    });

    it('replays accept for the same Idempotency-Key without charging again', async () => {
      const charge = directChargeResponseSchema.parse(
        (await platform.call('POST', '/billing/v2/direct_charge/livechat', { token: owner, body: bodyFor(await onceApps.next()) })).body,
      );
      const headers = { 'idempotency-key': 'accept-once' };
      const first = await platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/accept`, { token: owner, headers });
      const second = await platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/accept`, { token: owner, headers });
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
      expect((await ledgerFor(charge.id))?.n).toBe(1);
    });

    it('fails the charge when no card is on file for the product', async () => {
      // The developer's organisation has a chat card but none for the help desk.
      const developer = await platform.tokenFor('acc-developer');
      const app = await helpdeskApps.next();
      const kind = app.payment?.frequency === 'direct_charge' ? 'direct_charge' : 'recurrent_charge';
      const created = await platform.call('POST', `/billing/v2/${kind}/helpdesk`, { token: developer, body: { ...bodyFor(app), months: app.payment?.months ?? null } });
      expect(created.status).toBe(201);
      const id = (created.body as { id: string }).id;
      const accepted = await platform.call('PUT', `/billing/v2/${kind}/helpdesk/${id}/accept`, { token: developer });
      expect(accepted.body).toMatchObject({ status: kind === 'direct_charge' ? 'failed' : 'declined' });
      expect((await ledgerFor(id))?.n).toBe(0);
    });

    describe('on the declining test card (4000000000000002): settled by a later read', () => {
      const installsOf = async (appId: string) => (await platform.db.query(`SELECT 1 FROM installs WHERE organization_id = 'org-reseller' AND app_id = $1`, [appId])).length;
      /** The reseller's organisation gets the declining card, then a charge goes through accept and activate. */
      const processedCharge = async (app: App) => {
        const reseller = await platform.tokenFor('acc-reseller');
        const card = await platform.call('POST', '/billing/v2/account/livechat', { token: reseller, body: { cardNumber: '4000000000000002' } });
        expect(card.status).toBe(201);
        const created = await platform.call('POST', '/billing/v2/direct_charge/livechat', { token: reseller, body: bodyFor(app) });
        const charge = directChargeResponseSchema.parse(created.body);
        const accepted = await platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/accept`, { token: reseller });
        expect(accepted.body).toMatchObject({ status: 'accepted' });
        expect(await ledgerFor(charge.id)).toEqual({ n: 0, total: 0 });
        const activated = await platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/activate`, { token: reseller });
        expect(activated.body).toMatchObject({ status: 'processed' });
        return { reseller, charge };
      };
      const read = (token: string, id: string) => platform.call('GET', `/billing/v2/direct_charge/livechat/${id}`, { token });

      it('is accepted without money moving, left processed by activation, and failed by the next read', async () => {
        const app = await onceApps.next();
        const { reseller, charge } = await processedCharge(app);
        expect(await installsOf(app.id)).toBe(0);
        const reads = await Promise.all([read(reseller, charge.id), read(reseller, charge.id)]);
        expect(reads.map((r) => [r.status, (r.body as { status: string }).status])).toEqual([
          [200, 'failed'],
          [200, 'failed'],
        ]);
        expect((await read(reseller, charge.id)).body).toMatchObject({ status: 'failed' });
        expect(await ledgerFor(charge.id)).toEqual({ n: 0, total: 0 });
        expect(await installsOf(app.id)).toBe(0);
        expect((await platform.call('PUT', `/billing/v2/direct_charge/livechat/${charge.id}/activate`, { token: reseller })).status).toBe(409);
      });

      it('succeeds at the read, charging once and installing the app, when a working card replaced it meanwhile', async () => {
        const app = await onceApps.next();
        const { reseller, charge } = await processedCharge(app);
        expect((await platform.call('POST', '/billing/v2/account/livechat', { token: reseller, body: { cardNumber: '4242424242424242' } })).status).toBe(201);
        const reads = await Promise.all([read(reseller, charge.id), read(reseller, charge.id)]);
        expect(reads.map((r) => (r.body as { status: string }).status)).toEqual(['success', 'success']);
        expect(await ledgerFor(charge.id)).toEqual({ n: 1, total: priceOf(app) });
        expect(await installsOf(app.id)).toBe(1);
      });
    });

    it('validates the body with 422 and needs a token', async () => {
      const body = bodyFor(await onceApps.next());
      const bad = await platform.call('POST', '/billing/v2/direct_charge/livechat', { token: owner, body: { ...body, price: -1 } });
      expect(bad.status).toBe(422);
      expect((await platform.call('POST', '/billing/v2/direct_charge/livechat', { body })).status).toBe(401);
    });
  });

  describe('recurrent charge state machine', () => {
    it('refuses activate before accept, then accepts, activates and cancels', async () => {
      const app = await monthlyApps.next();
      const created = await platform.call('POST', '/billing/v2/recurrent_charge/livechat', { token: owner, body: { ...bodyFor(app), months: 1 } });
      expect(created.body).toMatchObject({ status: 'pending', price: priceOf(app), months: 1 });
      const id = (created.body as { id: string }).id;
      expect((await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${id}/activate`, { token: owner })).status).toBe(409);
      expect((await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${id}/accept`, { token: owner })).body).toMatchObject({ status: 'accepted' });
      expect((await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${id}/activate`, { token: owner })).body).toMatchObject({ status: 'active' });
      const active = await platform.call('GET', `/billing/v2/recurrent_charge/livechat?status=active&order_client_id=client-${app.id}`, { token: owner });
      expect((active.body as { id: string }[]).map((c) => c.id)).toContain(id);
      expect((await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${id}/cancel`, { token: owner })).body).toMatchObject({ status: 'cancelled' });
      expect((await platform.call('PUT', `/billing/v2/recurrent_charge/livechat/${id}/decline`, { token: owner })).status).toBe(409);
    });
  });

  describe('where a charge returns to', () => {
    const isPaidOnceService = (app: App) => isPaidOnce({ ...app, customProps: { ...app.customProps, isService: 'false' } }) && app.customProps.isService === 'true';
    it("returns to the app's own detail page when the client names no return URL: a service's is under /services/", async () => {
      const [app, service] = [await monthlyApps.next(), (await findApps(platform, isPaidOnceService))[0]];
      const returnPath = async (target: App | undefined, plan: 'pay-once' | 'pay-monthly') => {
        const created = await platform.call('POST', `/v2/applications/${target?.id}/create-charge`, { token: owner, body: { plan_id: plan } });
        expect(created.status).toBe(201);
        return new URL(createChargeResponseSchema.parse(created.body).return_url).pathname;
      };
      expect(await returnPath(app, 'pay-monthly')).toBe(`/marketplace/apps/${app.slug}/`);
      expect(await returnPath(service, 'pay-once')).toBe(`/marketplace/services/${service?.slug}/`);
    });
  });
});
