import { describe, expect, it } from 'vitest';
import { ApiArea, ApiErrorKind } from './api-error.ts';
import type { App } from '@marketplace/domain/entities/app';
import { apiSuite } from './testing/api.ts';
import { appPool, isHelpDeskOnceApp, isPaidMonthlyApp, isPaidOnceApp } from './testing/seeded-apps.ts';

const suite = apiSuite();
const { signedIn } = suite;

// Charges name a real seeded app (a fresh one per test); the platform prices them from its plan.
const ownerApi = async () => (await signedIn('acc-owner')).api;
const onceApps = appPool(ownerApi, isPaidOnceApp);
const monthlyApps = appPool(ownerApi, isPaidMonthlyApp);
const helpDeskApps = appPool(async () => (await signedIn('acc-developer')).api, isHelpDeskOnceApp);
const bodyFor = (app: App) => ({ name: app.name, price: app.payment?.price ?? 0, return_url: 'http://localhost:4000/marketplace/', order_client_id: `client-${app.id}` });

describe('direct charges: created pending, accepted, activated', () => {
  it('walks the statuses and lists by order client id', async () => {
    const { api } = await signedIn('acc-owner');
    const app = await onceApps.next();
    const created = await api.directCharges.create('livechat', bodyFor(app));
    expect(created).toMatchObject({ status: 'pending', price: app.payment?.price, quantity: 1, per_account: false, test: false });
    expect((await api.directCharges.accept('livechat', created.id)).status).toBe('accepted');
    expect((await api.directCharges.activate('livechat', created.id)).status).toBe('success');
    await expect(api.directCharges.get('livechat', created.id)).resolves.toMatchObject({ status: 'success' });
    const listed = await api.directCharges.list('livechat', `client-${app.id}`);
    expect(listed.map((charge) => charge.id)).toContain(created.id);
  });

  it('ends failed when the card is refused at accept', async () => {
    // The developer's organisation has no help-desk card.
    const { api } = await signedIn('acc-developer');
    const created = await api.directCharges.create('helpdesk', bodyFor(await helpDeskApps.next()));
    await expect(api.directCharges.accept('helpdesk', created.id)).resolves.toMatchObject({ status: 'failed' });
  });

  it('refuses an action the status does not allow (409) and an unknown charge (404)', async () => {
    const { api } = await signedIn('acc-owner');
    const created = await api.directCharges.create('livechat', bodyFor(await onceApps.next()));
    await expect(api.directCharges.activate('livechat', created.id)).rejects.toMatchObject({
      kind: ApiErrorKind.http,
      status: 409,
      area: ApiArea.directCharges,
    });
    await expect(api.directCharges.get('livechat', 'no-such-charge')).rejects.toMatchObject({ status: 404 });
  });

  it('validates the body before sending (no request is made)', async () => {
    const { api, tracked } = await signedIn('acc-owner');
    await expect(api.directCharges.create('livechat', { ...bodyFor(await onceApps.next()), return_url: 'not a url' })).rejects.toMatchObject({
      kind: ApiErrorKind.invalidRequest,
    });
    expect(tracked.calls).toHaveLength(0);
  });
});

describe('recurrent charges: pending, accepted, active, cancelled', () => {
  it('walks the statuses and filters the list by status', async () => {
    const { api } = await signedIn('acc-owner');
    const app = await monthlyApps.next();
    const created = await api.recurrentCharges.create('livechat', bodyFor(app));
    expect(created).toMatchObject({ status: 'pending', price: app.payment?.price, months: 1, test: false });
    await api.recurrentCharges.accept('livechat', created.id);
    expect((await api.recurrentCharges.activate('livechat', created.id)).status).toBe('active');
    const active = await api.recurrentCharges.list('livechat', { orderClientId: `client-${app.id}`, status: 'active' });
    expect(active.map((charge) => charge.id)).toContain(created.id);
    expect((await api.recurrentCharges.cancel('livechat', created.id)).status).toBe('cancelled');
  });

  it('declines a pending charge', async () => {
    const { api } = await signedIn('acc-owner');
    const created = await api.recurrentCharges.create('livechat', bodyFor(await monthlyApps.next()));
    await expect(api.recurrentCharges.decline('livechat', created.id)).resolves.toMatchObject({ status: 'declined' });
  });
});
