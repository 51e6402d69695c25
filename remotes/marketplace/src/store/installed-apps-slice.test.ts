import { findApps, isPlainApp } from '@marketplace/api/testing/seeded-apps';
import type { TestPlatform } from '@marketplace/api/testing/platform';
import { UNINSTALL_WAIT_MS } from '@marketplace/domain/constants';
import type { App } from '@marketplace/domain/entities/app';
import { errorCatalogue } from '@marketplace/domain/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestStore, startStorePlatform, type TestStore } from './testing/test-store.ts';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';

runOnFakeTime();

let platform: TestPlatform;
let free: App[];
let service: App;
let freeService: App;
let paid: App;
beforeAll(async () => {
  platform = await startStorePlatform();
  const probe = createTestStore(platform.origin);
  await probe.signIn(platform, 'acc-owner');
  const installed = await probe.store.api.marketplace.getInstalledApps();
  const notInstalled = (app: App) => !installed.includes(app.id);
  free = await findApps(probe.store.api, (app) => isPlainApp(app) && app.payment === null && notInstalled(app), 4);
  [paid] = (await findApps(probe.store.api, (app) => isPlainApp(app) && app.payment !== null && notInstalled(app))) as [App];
  // The seed's first services are paid: one is bought through the cart to test deactivating it.
  const chatService = (app: App) =>
    app.customProps.isService === 'true' &&
    (app.product === '' || app.product === 'livechat') &&
    app.installable &&
    notInstalled(app) &&
    app.customProps.onlyOwnerCanInstall !== 'true';
  [service] = (await findApps(probe.store.api, (app) => chatService(app) && app.payment !== null)) as [App];
  // …and a later one is free, so it installs directly: activating a service.
  [freeService] = (await findApps(probe.store.api, (app) => chatService(app) && app.payment === null && !app.hidden)) as [App];
  probe.store.dispose();
});
afterAll(async () => {
  await platform.close();
});
const stores: TestStore[] = [];
const signedIn = async (accountId: string): Promise<TestStore> => {
  const test = createTestStore(platform.origin);
  stores.push(test);
  await test.signIn(platform, accountId);
  await test.state().loadInstalledApps();
  return test;
};
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});
const appAt = (index: number): App => {
  const app = free[index];
  if (!app) throw new Error('not enough free apps');
  return app;
};

describe('installed apps are a list of ids', () => {
  it('loads the ids of the installed apps', async () => {
    const { state } = await signedIn('acc-owner');
    expect(state().installedAppsRequest.status).toBe('fulfilled');
    expect(state().installedAppIds.length).toBeGreaterThan(0);
  });
});

describe('install: check permission, refuse if installed, install, mark, go to settings', () => {
  it("installs, shows 'Application installed successfully!' and goes to the app settings", async () => {
    const { state, shown, redirects } = await signedIn('acc-owner');
    const app = appAt(0);
    const installing = state().installApp(app);
    expect(state().installing[app.id]).toBe(true);
    await expect(installing).resolves.toBe(true);
    expect(state().installing[app.id]).toBeUndefined();
    expect(state().installedAppIds).toContain(app.id);
    expect(shown).toEqual([errorCatalogue.appInstalled.message]);
    expect(redirects).toEqual([`/apps/settings/${app.slug}`]);
  });

  it("activates a free service with 'Service activated successfully!' and stays put (no settings redirect)", async () => {
    const { state, shown, redirects } = await signedIn('acc-owner');
    expect(state().installedAppIds).not.toContain(freeService.id);
    await expect(state().installApp(freeService)).resolves.toBe(true);
    expect(state().installedAppIds).toContain(freeService.id);
    expect(shown).toEqual([errorCatalogue.serviceActivated.message]);
    expect(redirects).toEqual([]);
    // The platform recorded it: a fresh load of the installed ids has it too.
    await state().loadInstalledApps();
    expect(state().installedAppIds).toContain(freeService.id);
  });

  it("refuses an installed app with 'Application is already installed.' without calling the platform", async () => {
    const { state, shown, tracked, store } = await signedIn('acc-owner');
    const installedId = state().installedAppIds[0];
    const app = (await store.api.marketplace.getPublishedApps()).find((published) => published.id === installedId);
    if (!app) throw new Error('installed app is not published');
    const calls = tracked.calls.length;
    await expect(state().installApp(app)).resolves.toBe(false);
    expect(tracked.calls).toHaveLength(calls);
    expect(shown).toEqual([errorCatalogue.alreadyInstalled.message]);
  });

  it('refuses a user without a permitted role with the permissions message', async () => {
    const { state, shown } = await signedIn('acc-viewer');
    await expect(state().installApp(appAt(1))).resolves.toBe(false);
    expect(shown).toEqual([errorCatalogue.notEnoughPermissions.message]);
  });

  it('shows the reason when the platform refuses the install', async () => {
    const { state, shown } = await signedIn('acc-owner');
    await expect(state().installApp(paid)).resolves.toBe(false);
    expect(shown).toEqual(['This application has to be bought first.']);
  });
});

describe('uninstall: withdraw consent, delete the install with a reason, wait 1 s, mark removed', () => {
  it('removes the app only after the 1 s wait', async () => {
    const { state, shown, waiting } = await signedIn('acc-owner');
    const app = appAt(2);
    await state().installApp(app, { redirect: false });
    const uninstalling = state().uninstallApp(app, { reason: 'Too expensive' });
    expect(state().uninstalling[app.id]).toBe(true);
    await waiting(UNINSTALL_WAIT_MS);
    vi.advanceTimersByTime(UNINSTALL_WAIT_MS - 1);
    expect(state().installedAppIds).toContain(app.id);
    vi.advanceTimersByTime(1);
    await expect(uninstalling).resolves.toBe(true);
    expect(state().installedAppIds).not.toContain(app.id);
    expect(shown.at(-1)).toBe(errorCatalogue.appUninstalled.message);
  });

  it("deactivates a bought service with 'Service deactivated successfully.'", async () => {
    const { state, shown, waiting } = await signedIn('acc-owner');
    await state().addToCart(service.id);
    await state().startCheckout();
    await state().purchaseCart();
    expect(state().installedAppIds).toContain(service.id);
    const uninstalling = state().uninstallApp(service);
    await waiting(UNINSTALL_WAIT_MS);
    vi.advanceTimersByTime(UNINSTALL_WAIT_MS);
    await expect(uninstalling).resolves.toBe(true);
    expect(shown.at(-1)).toBe(errorCatalogue.serviceDeactivated.message);
  });

  it("fails with 'Uninstallation failed. Please, contact our support.'", async () => {
    const { state, shown } = await signedIn('acc-owner');
    await expect(state().uninstallApp(appAt(3))).resolves.toBe(false);
    expect(shown).toEqual([errorCatalogue.uninstallFailed.message]);
  });
});
