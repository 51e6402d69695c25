import type { App } from '@marketplace/domain/entities/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorKind } from './api-error.ts';
import { createTestApi, type TestApi } from './testing/api.ts';
import { findApps, isPlainApp } from './testing/seeded-apps.ts';
import { startTestPlatform, type TestPlatform } from './testing/platform.ts';

let platform: TestPlatform;
let owner: TestApi;
let free: App[];
let paid: App[];
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = createTestApi(platform.origin);
  owner.token.current = await platform.tokenFor('acc-owner');
  const installed = await owner.api.marketplace.getInstalledApps();
  free = await findApps(owner.api, (app) => isPlainApp(app) && app.payment === null && !installed.includes(app.id), 3);
  paid = await findApps(owner.api, (app) => isPlainApp(app) && app.payment !== null && !installed.includes(app.id), 2);
});
afterAll(async () => {
  await platform.close();
});

describe('installs: PUT and DELETE /applications/{id}/install', () => {
  it('installs with metrics, lists the app as installed, then uninstalls with a reason', async () => {
    const app = free[0];
    if (!app) throw new Error('no free app');
    const installed = await owner.api.marketplace.install(app.id, { product: 'livechat', metrics: { source_id: 'install_button', utm_source: 'test' } });
    expect(installed).toMatchObject({ id: app.id, installed: true });
    expect(await owner.api.marketplace.getInstalledApps('livechat')).toContain(app.id);
    await expect(owner.api.appsPlatform.getInstance(app.id)).resolves.toMatchObject({ appId: app.id, installed: true });
    const removed = await owner.api.marketplace.uninstall(app.id, 'Not needed any more');
    expect(removed).toMatchObject({ id: app.id, installed: false });
    expect(await owner.api.marketplace.getInstalledApps('livechat')).not.toContain(app.id);
  });

  it('refuses a second install of the same app with the server message', async () => {
    const app = free[1];
    if (!app) throw new Error('no free app');
    await owner.api.marketplace.install(app.id);
    await expect(owner.api.marketplace.install(app.id)).rejects.toMatchObject({ kind: ApiErrorKind.http, message: 'Application is already installed.' });
  });
});

describe('POST /applications/{id}/create-charge', () => {
  it('creates the charge of the chosen plan: direct for pay-once, recurrent otherwise', async () => {
    const app = paid.find((candidate) => candidate.payment?.months === null) ?? paid[0];
    if (!app?.payment) throw new Error('no paid app');
    const cycle = app.payment.months === null || app.payment.months === undefined ? 'pay-once' : app.payment.months === 1 ? 'pay-monthly' : 'pay-yearly';
    const charge = await owner.api.marketplace.createCharge(app.id, cycle, { idempotencyKey: `test:${app.id}:${cycle}` });
    expect(charge.status).toBe('pending');
  });
});

describe('feedback: GET and PUT /feedback/rate/application/{id}', () => {
  it('reads the summary without a token and rates with one (an organisation that has the app installed)', async () => {
    const app = free[2];
    if (!app) throw new Error('no free app');
    await owner.api.marketplace.install(app.id);
    const anonymous = createTestApi(platform.origin);
    const before = await anonymous.api.marketplace.getFeedback(app.id);
    expect(before.product).toBe(app.id);
    const after = await owner.api.marketplace.rate(app.id, { rating: 5, name: 'Olivia', review: 'Does what it says.' });
    expect(after.votes).toBe(before.votes + 1);
  });

  it('refuses an invalid review before sending, with the form message', async () => {
    const app = free[2];
    if (!app) throw new Error('no free app');
    await expect(owner.api.marketplace.rate(app.id, { rating: 5, name: 'O', review: 'ok' })).rejects.toMatchObject({
      kind: ApiErrorKind.invalidRequest,
      message: 'Please enter your name',
    });
  });
});

describe('private and in-review apps need a token', () => {
  it('lists the developer’s own apps', async () => {
    const developer = createTestApi(platform.origin);
    developer.token.current = await platform.tokenFor('acc-developer');
    await expect(developer.api.marketplace.getApplications()).resolves.toBeInstanceOf(Array);
    await expect(developer.api.marketplace.getReviewedApplications()).resolves.toBeInstanceOf(Array);
    await expect(createTestApi(platform.origin).api.marketplace.getApplications()).rejects.toMatchObject({ kind: ApiErrorKind.unauthorized });
  });
});
