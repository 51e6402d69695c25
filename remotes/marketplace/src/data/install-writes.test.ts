import { findApps, isPlainApp } from '@marketplace/api/testing/seeded-apps';
import type { TestPlatform } from '@marketplace/api/testing/platform';
import type { MarketplaceMessageInput } from '@marketplace/bridge/protocol';
import { UNINSTALL_WAIT_MS } from '@marketplace/domain/constants';
import type { App } from '@marketplace/domain/entities/app';
import { errorCatalogue } from '@marketplace/domain/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestStore, installedIdsIn, runWrite, startStorePlatform, type TestStore } from '../store/testing/test-store.ts';
import { runOnFakeTime } from '@marketplace/api/testing/fake-time';
import { queryKeys } from './query-client.ts';
import { installWritesOf } from './install-writes.ts';
import { cartWritesOf } from './cart-writes.ts';

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
  free = await findApps(probe.store.api, (app) => isPlainApp(app) && app.payment === null && notInstalled(app), 5);
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
/** A signed-in store whose installed list was read, and what it told the host. */
const signedIn = async (accountId: string) => {
  const test = createTestStore(platform.origin);
  stores.push(test);
  await test.signIn(platform, accountId);
  await installedIdsIn(test);
  const told: MarketplaceMessageInput[] = [];
  test.store.hostOutbox.listen((message) => told.push(message));
  const installed = () => test.store.queries.getQueryData<string[]>(queryKeys.installedApps(accountId)) ?? [];
  const writes = installWritesOf(test.store);
  return {
    ...test,
    told,
    installed,
    install: (app: App) => runWrite(test, writes.install(app), {}),
    uninstall: (app: App, reason?: string) => runWrite(test, writes.uninstall(app), reason),
  };
};
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});
const appAt = (index: number): App => {
  const app = free[index];
  if (!app) throw new Error('not enough free apps');
  return app;
};

describe('install: check permission, refuse if installed, install, mark', () => {
  it("installs, shows 'Application installed successfully!' once, and every reader of the installed list has it", async () => {
    const { shown, installed, install, told } = await signedIn('acc-owner');
    const app = appAt(0);
    const result = await install(app);
    expect(result.isSuccess).toBe(true);
    expect(installed()).toContain(app.id);
    expect(shown).toEqual([errorCatalogue.appInstalled.message]);
    // One host message for the moment, and the host's own list is to be read again.
    expect(told).toEqual([{ type: 'app_installed', appId: app.id, slug: app.slug }, { type: 'refresh_installed_apps' }]);
  });

  it("activates a free service with 'Service activated successfully!'", async () => {
    const test = await signedIn('acc-owner');
    expect(test.installed()).not.toContain(freeService.id);
    expect((await test.install(freeService)).isSuccess).toBe(true);
    expect(test.installed()).toContain(freeService.id);
    expect(test.shown).toEqual([errorCatalogue.serviceActivated.message]);
    // The platform recorded it: a fresh read of the installed ids has it too.
    await test.store.queries.invalidateQueries({ queryKey: queryKeys.allInstalledApps() });
    expect(await installedIdsIn(test)).toContain(freeService.id);
  });

  it("refuses an installed app with 'Application is already installed.' without calling the platform", async () => {
    const { shown, tracked, store, installed, install, told } = await signedIn('acc-owner');
    const installedId = installed()[0];
    const app = (await store.api.marketplace.getPublishedApps()).find((published) => published.id === installedId);
    if (!app) throw new Error('installed app is not published');
    const calls = tracked.calls.length;
    expect((await install(app)).isError).toBe(true);
    expect(tracked.calls).toHaveLength(calls);
    expect(shown).toEqual([errorCatalogue.alreadyInstalled.message]);
    expect(told).toEqual([]);
  });

  it('refuses a user without a permitted role with the permissions message', async () => {
    const { shown, install } = await signedIn('acc-viewer');
    expect((await install(appAt(1))).isError).toBe(true);
    expect(shown).toEqual([errorCatalogue.notEnoughPermissions.message]);
  });

  it('shows the reason when the platform refuses the install', async () => {
    const { shown, install, installed } = await signedIn('acc-owner');
    expect((await install(paid)).isError).toBe(true);
    expect(shown).toEqual(['This application has to be bought first.']);
    expect(installed()).not.toContain(paid.id);
  });

  it("the app's own record is read again: its installation count is the platform's", async () => {
    const test = await signedIn('acc-owner');
    const app = appAt(4);
    const before = await test.store.queries.fetchQuery(test.store.reads.publishedApp(app.slug));
    await test.install(app);
    await vi.waitFor(() => expect(test.store.queries.getQueryState(queryKeys.publishedApp(app.slug))?.isInvalidated).toBe(true));
    const after = await test.store.queries.fetchQuery(test.store.reads.publishedApp(app.slug));
    expect(after?.installations).toBe((before?.installations ?? 0) + 1);
  });
});

describe('uninstall: withdraw consent, delete the install with a reason, wait 1 s, mark removed', () => {
  it('removes the app only after the 1 s wait', async () => {
    const { shown, waiting, install, uninstall, installed, told } = await signedIn('acc-owner');
    const app = appAt(2);
    await install(app);
    told.length = 0;
    const uninstalling = uninstall(app, 'Too expensive');
    await waiting(UNINSTALL_WAIT_MS);
    vi.advanceTimersByTime(UNINSTALL_WAIT_MS - 1);
    expect(installed()).toContain(app.id);
    vi.advanceTimersByTime(1);
    expect((await uninstalling).isSuccess).toBe(true);
    expect(installed()).not.toContain(app.id);
    expect(shown.at(-1)).toBe(errorCatalogue.appUninstalled.message);
    expect(told).toEqual([{ type: 'app_removed', appId: app.id, slug: app.slug }, { type: 'refresh_installed_apps' }]);
  });

  it("deactivates a bought service with 'Service deactivated successfully.'", async () => {
    const test = await signedIn('acc-owner');
    const cart = cartWritesOf(test.store);
    await runWrite(test, cart.add, { appIds: [service.id] });
    await runWrite(test, cart.startCheckout, undefined);
    expect((await runWrite(test, cart.purchase, {})).isSuccess).toBe(true);
    expect(test.installed()).toContain(service.id);
    const uninstalling = test.uninstall(service);
    await test.waiting(UNINSTALL_WAIT_MS);
    vi.advanceTimersByTime(UNINSTALL_WAIT_MS);
    expect((await uninstalling).isSuccess).toBe(true);
    expect(test.shown.at(-1)).toBe(errorCatalogue.serviceDeactivated.message);
  });

  it("fails with 'Uninstallation failed. Please, contact our support.'", async () => {
    const { shown, uninstall } = await signedIn('acc-owner');
    expect((await uninstall(appAt(3))).isError).toBe(true);
    expect(shown).toEqual([errorCatalogue.uninstallFailed.message]);
  });
});
