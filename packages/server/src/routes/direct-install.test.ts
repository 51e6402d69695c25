import { findApps, isFree, isPlain } from '../testing/catalogue.ts';
import { authorizationUrl } from '@marketplace/domain/routes';
import type { App } from '@marketplace/domain/entities/app';
import { describe, expect, it } from 'vitest';
import { engines, useTestPlatform } from '../testing/harness.ts';

const isDirectInstall = (app: App): boolean => app.directInstallUrl !== null && app.authorization?.clientId !== undefined;
/** A free direct-install app of the chat product that the owner may install and has not. */
const isFreeDirectInstall = (app: App): boolean => isDirectInstall(app) && isFree(app);

describe.each(engines)('direct install through the account authorisation page on %s', (engine) => {
  const platform = useTestPlatform(engine);

  const consent = (app: App, form: Record<string, string>) =>
    fetch(`${platform.origin}/accounts/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ response_type: 'code', client_id: app.authorization?.clientId ?? '', redirect_uri: app.directInstallUrl ?? '', ...form }).toString(),
    });
  const installedFor = async (accountId: string) => (await platform.call('GET', '/v2/applications/installed', { token: await platform.tokenFor(accountId) })).body as string[];

  /** The free app the owner has not installed; the tests that install nothing come first. */
  const freeApp = async () => {
    const installed = await installedFor('acc-owner');
    const [app] = await findApps(platform, (candidate) => isFreeDirectInstall(candidate) && !installed.includes(candidate.id));
    if (!app) throw new Error('no free direct-install app');
    return app;
  };

  it("the Install button's address is the authorisation page", async () => {
    const app = await freeApp();
    const href = authorizationUrl('/accounts/authorize', { clientId: app.authorization?.clientId ?? '', redirectUri: app.directInstallUrl ?? '' });
    const page = await platform.call('GET', href);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(`Sign in to ${app.name}`);
  });

  it('an account that may not install is sent back with the reason and nothing installed', async () => {
    const app = await freeApp();
    const response = await consent(app, { account_id: 'acc-viewer' });
    const back = new URL(response.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBe('You do not have enough permissions to install applications.');
    expect(back.searchParams.get('code')).toBeNull();
    expect(await installedFor('acc-viewer')).not.toContain(app.id);
  });

  it('a ghost login browses: it installs nothing', async () => {
    const app = await freeApp();
    await consent(app, { ghost_as: 'acc-owner' });
    expect(await installedFor('acc-owner')).not.toContain(app.id);
  });

  it('a paid app is not installed by a consent alone: it has to be bought', async () => {
    const installed = await installedFor('acc-owner');
    const [app] = await findApps(platform, (candidate) => isDirectInstall(candidate) && isPlain(candidate) && candidate.payment !== null && !installed.includes(candidate.id));
    if (!app) throw new Error('no paid direct-install app');
    const back = new URL((await consent(app, { account_id: 'acc-owner' })).headers.get('location') ?? '');
    expect(back.searchParams.get('error_description')).toBe('This application has to be bought first.');
    expect(await installedFor('acc-owner')).not.toContain(app.id);
  });

  it("the account's consent installs the app and returns to the app's site with a code", async () => {
    const app = await freeApp();
    const response = await consent(app, { account_id: 'acc-owner' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(app.directInstallUrl);
    expect(back.searchParams.get('code')).toMatch(/\S{10,}/);
    expect(await installedFor('acc-owner')).toContain(app.id);
    // Coming back a second time finds the app already there: still a code, one installation.
    const again = await consent(app, { account_id: 'acc-owner' });
    expect(new URL(again.headers.get('location') ?? '').searchParams.get('code')).not.toBeNull();
    expect((await installedFor('acc-owner')).filter((id) => id === app.id)).toHaveLength(1);
  });
});
