/**
 * Direct install as the owner meets it: an app with a direct-install address sends Install to the
 * account authorisation page (response type code, its client id, its address as redirect), in a new
 * tab or the same one as the app says; choosing the account there installs the app and returns to
 * the app's own site; back in the marketplace the app is installed, with the app's link to finish
 * its set-up. The app's site is a third party's: the test stands in for it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { urls, newContext, loadPage, reloadPage, signIn, wcagViolations, publishedApps, type PublishedApp } from './fixtures/index.ts';

let published: PublishedApp[];
const platformOrigin = new URL(urls.publicShell).origin;

beforeAll(async () => {
  published = await publishedApps();
});

/** The third party's site: what the app shows after the authorisation page sends the user back. */
async function standInForAppSites(context: BrowserContext): Promise<string[]> {
  const visits: string[] = [];
  await context.route(/^https:\/\/[a-z0-9-]+\.example\.com\//, async (route) => {
    visits.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>App site</title><h1>Welcome back</h1></html>' });
  });
  return visits;
}

describe('direct install through the account authorisation page', () => {
  it('the owner installs a free app in a new tab; back in the marketplace it is installed, with the way to finish its set-up', async () => {
    const app = published.find(
      (candidate) =>
        candidate.directInstallUrl !== null &&
        candidate.payment === null &&
        ['', 'livechat'].includes(candidate.product ?? '') &&
        candidate.customProps['directInstallUrlInNewTab'] === 'true' &&
        candidate.customProps['finishInstallUrl'] !== undefined &&
        candidate.customProps['isTeamPlan'] !== 'true' &&
        candidate.slug !== 'mailcraft',
    );
    if (!app) throw new Error('the seed has no free direct-install app opening in a new tab');
    const context = await newContext();
    const visits = await standInForAppSites(context);
    const page = await context.newPage();
    await loadPage(page, `${urls.publicShell}apps/${app.slug}/`);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor();
    await signIn(page, /^Owner Olivia Owner/);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor();

    const install = page.getByTestId('app-actions').getByRole('link', { name: 'Install (opens in a new tab)' });
    const href = new URL((await install.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`${platformOrigin}/accounts/authorize`);
    expect(Object.fromEntries(href.searchParams)).toEqual({ response_type: 'code', client_id: app.authorization?.clientId, redirect_uri: app.directInstallUrl });
    expect(await install.getAttribute('target')).toBe('_blank');

    const [tab] = await Promise.all([context.waitForEvent('page'), install.click()]);
    await tab.getByRole('heading', { level: 1, name: `Sign in to ${app.name}` }).waitFor();
    await tab.getByRole('button', { name: /^Owner Olivia Owner/ }).click();
    await tab.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const back = new URL(tab.url());
    expect(`${back.origin}${back.pathname}`).toBe(app.directInstallUrl);
    expect(back.searchParams.get('code')).not.toBeNull();
    expect(visits).toHaveLength(1);
    await tab.close();

    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const actions = page.getByTestId('app-actions');
    const finish = actions.getByRole('link', { name: `${app.customProps['finishInstallCopy']} (opens in a new tab)` });
    await finish.waitFor();
    expect(await finish.getAttribute('href')).toBe(app.customProps['finishInstallUrl']);
    await actions.getByRole('button', { name: 'Uninstall' }).waitFor();
    expect(await actions.getByRole('link', { name: /^Install/ }).count()).toBe(0);
    const violations = await wcagViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    // A reload reads the same from the platform: the install is real.
    await reloadPage(page);
    await page
      .getByTestId('app-actions')
      .getByRole('link', { name: `${app.customProps['finishInstallCopy']} (opens in a new tab)` })
      .waitFor();
  }, 120_000);

  it('an app that does not ask for a new tab opens the authorisation page in the same tab', async () => {
    const app = published.find((candidate) => candidate.directInstallUrl !== null && candidate.payment === null && candidate.customProps['directInstallUrlInNewTab'] !== 'true');
    if (!app) throw new Error('the seed has no free direct-install app opening in the same tab');
    const context = await newContext();
    await standInForAppSites(context);
    const page = await context.newPage();
    await loadPage(page, `${urls.publicShell}apps/${app.slug}/`);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor();
    await signIn(page, /^Owner Olivia Owner/);
    const install = page.getByTestId('app-actions').getByRole('link', { name: 'Install', exact: true });
    expect(await install.getAttribute('target')).toBeNull();
    await install.click();
    await page.getByRole('heading', { level: 1, name: `Sign in to ${app.name}` }).waitFor();
  }, 120_000);
});
