/**
 * The account side, signed in as the seeded demo accounts: My apps with the organisation's
 * installed apps and plans, the ghost login notice (survives navigation and reload, early in the
 * tab order, 'Stop now' ends it), the reseller badge; and the visit's UTM sent with an install,
 * as an organisation of the test's own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, urls, loadPage, reloadPage, signIn, demoAccount, expectNoWcagViolations, watchNotices, publishedApps, type PublishedApp } from './fixtures/index.ts';

let published: PublishedApp[];

beforeAll(async () => {
  published = await publishedApps();
});

describe('My apps lists what the organisation installed, with settings and uninstall', () => {
  it('shows the installed apps and the plans of the owner', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/`);
    await signIn(page, /^Owner Olivia Owner/);
    await page.getByRole('link', { name: 'My apps' }).click();
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor();
    const list = page.getByRole('list', { name: 'Installed apps' });
    await list.waitFor();
    // The seed installs three free apps and one paid app for the owner's organisation.
    await expect.poll(() => list.getByTestId('app-card').count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => list.getByRole('button', { name: 'Uninstall' }).count()).toBeGreaterThanOrEqual(4);
    const plans = page.getByRole('region', { name: 'Your plans' });
    await plans.getByRole('heading', { name: 'LiveChat' }).waitFor();
    await expect.poll(() => plans.getByText('Business', { exact: true }).count()).toBe(1);
    await expectNoWcagViolations(page);

    // A card's Settings opens the app page with its settings.
    const name = (await list.getByTestId('app-card').first().locator('h3').textContent()) ?? '';
    await list.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('region', { name: `Settings of ${name}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('action')).toBe('settings');
  }, 120_000);

  it('asks a visitor to sign in first', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}my-apps/`);
    await page.getByText('Sign in to see the apps your organization has installed.').waitFor();
    await expectNoWcagViolations(page);
  });
});

describe("ghost login: 'Browsing as {email}' for the session, 'Stop now' ends only it", () => {
  it('keeps the notice across navigation and reload, early in the tab order, then stops', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const popup = await popupOpened;
    await popup.getByLabel('Browse as').selectOption({ label: 'Owner: owner@acme.example' });
    await popup.getByRole('button', { name: 'Ghost login', exact: true }).click();

    const notice = page.getByRole('complementary', { name: 'Ghost login' });
    await notice.getByText('Browsing as owner@acme.example').waitFor();
    await expect.poll(() => notice.getByRole('listitem').count()).toBe(2);
    await expectNoWcagViolations(page);
    // Before the marketplace's own header in the tab order, and covering nothing.
    const stop = notice.getByRole('button', { name: 'Stop now' });
    const before = await stop.evaluate((button) => {
      const header = document.querySelector('[data-marketplace-root] header');
      return header !== null && (button.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(before).toBe(true);
    await expect.poll(() => notice.evaluate((element) => getComputedStyle(element).position)).toBe('static');

    await page.getByRole('link', { name: 'My apps' }).click();
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor();
    await notice.getByText('Browsing as owner@acme.example').waitFor();
    await reloadPage(page);
    await notice.getByText('Browsing as owner@acme.example').waitFor();

    // 'Stop now' ends the ghost login and reloads the page without it.
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Stop now' }).click();
    await reloaded;
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect.poll(() => notice.count()).toBe(0);
    // Two reloads and a popup: more than the default minute on a loaded machine.
  }, 150_000);
});

describe('the reseller flag shows a badge in the chat product', () => {
  it('a reseller sees it, an owner does not', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/`);
    await signIn(page, /^Reseller/);
    await page.getByTestId('reseller-badge').waitFor();
    await expect.poll(() => page.getByTestId('reseller-badge').textContent()).toBe('Reseller');
  });
});

describe('UTM parameters of the landing address are kept for the visit and sent with installs', () => {
  it('sends utm_source and utm_campaign with an install made pages later', async () => {
    const app = published.filter(
      (candidate) =>
        !candidate.hidden &&
        candidate.installable &&
        candidate.payment === null &&
        candidate.tutorialUrl === null &&
        candidate.directInstallUrl === null &&
        ['', 'livechat'].includes(candidate.product ?? '') &&
        candidate.customProps['isService'] !== 'true' &&
        candidate.customProps['isPremium'] !== 'true' &&
        candidate.customProps['isTeamPlan'] !== 'true' &&
        candidate.customProps['onlyOwnerCanInstall'] !== 'true' &&
        candidate.organizationId !== 'org-dev-1',
    )[0];
    if (!app) throw new Error('no seeded app fits');
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/?utm_source=e2e-newsletter&utm_campaign=spring`);
    await page.getByRole('list', { name: 'All apps' }).waitFor();
    await loadPage(page, `${urls.publicShell}apps/${app.slug}/`);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor();
    await signIn(page, demoAccount.newOrganisation);
    const install = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/applications/${app.id}/install`));
    const notices = await watchNotices(page.context(), ['Application installed successfully!']);
    await page.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).click();
    await page.getByRole('button', { name: 'Allow and install' }).click();
    const body = JSON.parse((await install).postData() ?? '{}') as { metrics?: Record<string, string> };
    expect(body.metrics).toMatchObject({ utm_source: 'e2e-newsletter', utm_campaign: 'spring', source_id: app.id });
    expect(body.metrics?.['source_url']).toContain(`/apps/${app.slug}/`);
    await notices.seen('Application installed successfully!');
  });
});
