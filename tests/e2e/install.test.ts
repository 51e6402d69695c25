/**
 * Installing and uninstalling through the screens: an owner of an organisation of the test's own
 * (nothing installed yet, fixtures/sign-in.ts) installs a free app after consenting and uninstalls
 * it with a reason; as the seeded demo accounts, a viewer asks for access;
 * an owner with an inactive licence is told why; a developer is sent to the console for their own
 * app. Every screen and dialog is checked with axe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, reloadPage, signedInPage, demoAccount, expectNoWcagViolations, watchNotices, publishedApps, type PublishedApp } from './fixtures/index.ts';

let published: PublishedApp[];

beforeAll(async () => {
  published = await publishedApps();
});

/** A plain chat-product app anyone with rights can get: no plan limits, no direct install. */
const plain = (candidate: PublishedApp) =>
  !candidate.hidden &&
  candidate.installable &&
  candidate.tutorialUrl === null &&
  candidate.directInstallUrl === null &&
  ['', 'livechat'].includes(candidate.product ?? '') &&
  candidate.customProps['isService'] !== 'true' &&
  candidate.customProps['isPremium'] !== 'true' &&
  candidate.customProps['isTeamPlan'] !== 'true' &&
  candidate.customProps['onlyOwnerCanInstall'] !== 'true' &&
  candidate.organizationId !== 'org-dev-1';

function pick(predicate: (app: PublishedApp) => boolean, skip = 0): PublishedApp {
  const found = published.filter(predicate)[skip];
  if (!found) throw new Error('no seeded app fits');
  return found;
}

async function openSignedIn(app: PublishedApp, account: RegExp): Promise<Page> {
  const page = await signedInPage(`${urls.publicShell}apps/${app.slug}/`, account);
  await page.getByRole('heading', { level: 1, name: app.name }).waitFor();
  return page;
}

describe('an owner installs a free app after consenting, then uninstalls it with a reason', () => {
  it('installs, lands on the settings, and uninstalls', async () => {
    const app = pick((candidate) => plain(candidate) && candidate.payment === null);
    const page = await openSignedIn(app, demoAccount.newOrganisation);
    const actions = page.getByTestId('app-actions');
    const notices = await watchNotices(page.context(), ['Application installed successfully!', 'Application uninstalled successfully.']);

    await actions.getByRole('button', { name: 'Install', exact: true }).click();
    const consent = page.getByRole('dialog', { name: `Install ${app.name}?` });
    await consent.waitFor();
    await expect.poll(() => consent.getByRole('listitem').count()).toBeGreaterThan(1);
    await expectNoWcagViolations(page);
    await consent.getByRole('button', { name: 'Allow and install' }).click();

    await notices.seen('Application installed successfully!');
    // Redirected to the app's settings (spec 4), shown in place by ?action=settings.
    await expect.poll(() => new URL(page.url()).search).toBe('?action=settings');
    const settings = page.getByRole('region', { name: `Settings of ${app.name}` });
    await settings.getByRole('link', { name: 'Change its settings in LiveChat' }).waitFor();
    await expect.poll(() => actions.getByRole('button', { name: 'Uninstall' }).isVisible()).toBe(true);
    await expectNoWcagViolations(page);

    // A reload keeps the settings open and the app installed.
    await reloadPage(page);
    await page
      .getByRole('region', { name: `Settings of ${app.name}` })
      .getByRole('link', { name: 'Change its settings in LiveChat' })
      .waitFor();

    await page.getByTestId('app-actions').getByRole('button', { name: 'Uninstall' }).click();
    const uninstall = page.getByRole('dialog', { name: `Uninstall ${app.name}?` });
    await uninstall.getByRole('checkbox', { name: "It's too expensive" }).check();
    await uninstall.getByRole('textbox', { name: 'Anything else? (optional)' }).fill('Trying another tool');
    await expectNoWcagViolations(page);
    await uninstall.getByRole('button', { name: 'Uninstall', exact: true }).click();
    await notices.seen('Application uninstalled successfully.');
    await page.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).waitFor();
    await expect.poll(() => uninstall.isVisible()).toBe(false);
    // Sign-in, install, a reload and the 1 s uninstall wait: more than the default minute under load.
  }, 120_000);
});

describe('a viewer cannot install and asks for access', () => {
  it("shows the reason and sends the request ('Request sent!')", async () => {
    const app = pick((candidate) => plain(candidate) && candidate.payment === null, 5);
    const page = await openSignedIn(app, /^Viewer/);
    await page.getByText('You do not have enough permissions to install applications.').waitFor();
    await expect.poll(() => page.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).count()).toBe(0);
    await expectNoWcagViolations(page);
    await page.getByRole('button', { name: 'Request access' }).click();
    await page.getByText('Request sent!').waitFor();
  });
});

describe('an inactive licence cannot buy', () => {
  it('says how to activate the licence and offers no Buy', async () => {
    const app = pick((candidate) => plain(candidate) && candidate.payment !== null);
    const page = await openSignedIn(app, /^Owner, inactive licence/);
    await page.getByText('Your LiveChat license is inactive. Go to LiveChat app and activate it.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Buy', exact: true }).count()).toBe(0);
    await expectNoWcagViolations(page);
  });
});

describe('a developer on their own app', () => {
  it('is pointed to the developer console instead of buying', async () => {
    const app = pick((candidate) => !candidate.hidden && candidate.installable && candidate.tutorialUrl === null && candidate.organizationId === 'org-dev-1');
    const page = await openSignedIn(app, /^Developer/);
    const console = page.getByTestId('app-actions').getByRole('link', { name: /Manage in the developer console/ });
    await console.waitFor();
    await expect.poll(() => console.getAttribute('href')).toContain(`/console/apps/${app.id}`);
    await expect.poll(() => page.getByTestId('app-actions').getByRole('link', { name: 'Buy', exact: true }).count()).toBe(0);
  });
});
