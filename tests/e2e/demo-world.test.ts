/**
 * The demo world (docs/demo-accounts.md): every rule the seed gives an account and an app is
 * reached on a screen, signed in as that account — the sign-in page saying what each account is
 * for, the three plan-limit messages with Upgrade to the product's subscription page, the
 * owner-only refusal and the administrator with organization-manage, the fixed organisation
 * without billing rights, Request access with its limit of three agents without access, the
 * one-time trial, the full-screen and settings paths, the chats and reports placements, the
 * finish-install copy, a direct install in a new tab, the external direct charge page and its
 * thank-you, the own-app thank-you, trial-assigned and cancelled or expired subscriptions in My
 * apps, beta mode and themed apps listed by id.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, newPage, loadPage, signIn, signedInPage, expectNoWcagViolations, watchNotices, publishedApps } from './fixtures/index.ts';

const origin = (url: string) => new URL(url).origin;

const account = {
  acmeAdministrator: /^Administrator Ada Administrator/,
  chatStarter: /^Owner, chat Starter plan/,
  chatTeam: /^Owner, chat Team plan/,
  deskBasic: /^Owner, help desk Basic plan/,
  deskTrial: /^Owner, help desk trial-assigned/,
  cancelled: /^Owner, cancelled subscription/,
  crowdedAgent: /^Agent 1 without help-desk access/,
  adminOrgManage: /^Administrator with organization-manage/,
  billingManage: /^Administrator with billing manage, without billing all/,
  noBilling: /^Owner in the organisation without billing rights/,
} as const;

/** A fresh page on the app's detail page, signed in as the account (with its kept session when it has one: one page load). */
async function appPageAs(slug: string, name: string, who: RegExp): Promise<Page> {
  const page = await signedInPage(`${urls.publicShell}apps/${slug}/`, who);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return page;
}

describe('the sign-in page says what each demo account is for', () => {
  it("lists each account's plans per product and the rules it meets", async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/`);
    const accounts = page.waitForURL(/\/accounts\/authorize/).then(() => page);
    const popup = page
      .context()
      .waitForEvent('page')
      .catch(() => null);
    await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
    const signInPage = (await Promise.race([accounts, popup])) ?? (await accounts);
    const starter = signInPage.getByRole('button', { name: account.chatStarter });
    await starter.waitFor();
    expect(await starter.textContent()).toContain('LiveChat: Starter plan');
    expect(await starter.textContent()).toContain('This app is currently available only for Business and Enterprise plans');
    const trial = signInPage.getByRole('button', { name: account.deskTrial });
    expect(await trial.textContent()).toContain('HelpDesk: no plan, trial');
    const cancelled = signInPage.getByRole('button', { name: account.cancelled });
    expect(await cancelled.textContent()).toContain('LiveChat: Team plan, cancelled');
    // Every account says what it is for, the ones before the demo world too.
    const buttons = signInPage.getByRole('list', { name: 'Demo accounts' }).getByRole('button');
    const count = await buttons.count();
    // The eleven accounts before the demo world and its fifteen.
    expect(count).toBe(26);
    expect(await signInPage.locator('ul .purpose').count()).toBe(count);
    await expectNoWcagViolations(signInPage);
  }, 120_000);
});

describe('the three plan limits say so and lead to the product subscription page', () => {
  it.each([
    ['premium-chat-insights', 'Premium Chat Insights', account.chatStarter, 'Business and Enterprise plans', 'agentApp'],
    ['premium-chat-insights', 'Premium Chat Insights', account.chatTeam, 'Business and Enterprise plans', 'agentApp'],
    ['team-plan-ticket-router', 'Team Plan Ticket Router', account.deskBasic, 'Team and higher plans', 'helpdesk'],
    ['premium-ticket-sla', 'Premium Ticket SLA', account.deskBasic, 'Team and higher plans', 'helpdesk'],
    ['enterprise-text-suite', 'Enterprise Text Suite', account.chatTeam, 'the Enterprise plan', 'text'],
  ] as const)(
    '%s as %s: %s',
    async (slug, name, who, plans, host) => {
      const page = await appPageAs(slug, name, who);
      const actions = page.getByTestId('app-actions');
      await actions.getByText(`This app is currently available only for ${plans}`).waitFor();
      const upgrade = actions.getByRole('link', { name: 'Upgrade' });
      expect(await upgrade.getAttribute('href')).toBe(`${origin(urls[host])}/subscription`);
      expect(await actions.getByRole('button', { name: 'Install', exact: true }).count()).toBe(0);
    },
    120_000,
  );

  it('lets the Team help-desk plan install a team-plan help-desk app', async () => {
    const page = await appPageAs('team-plan-ticket-router', 'Team Plan Ticket Router', account.chatTeam);
    await page.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).waitFor();
    expect(await page.getByText('This app is currently available only for').count()).toBe(0);
  }, 120_000);
});

describe('who may install: owner-only apps, the organisation without billing rights, access requests', () => {
  it('refuses an administrator an owner-only app, and lets one with organization-manage install it', async () => {
    const refused = await appPageAs('owner-only-vault', 'Owner Only Vault', account.acmeAdministrator);
    const actions = refused.getByTestId('app-actions');
    await actions.getByText('To install contact the owner of the LiveChat license.').waitFor();
    await actions.getByRole('button', { name: 'Request access' }).waitFor();

    const allowed = await appPageAs('owner-only-vault', 'Owner Only Vault', account.adminOrgManage);
    const notices = await watchNotices(allowed.context(), ['Application installed successfully!']);
    await allowed.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).click();
    await notices.seen('Application installed successfully!');
    await allowed.getByRole('region', { name: 'Settings of Owner Only Vault' }).waitFor();
  }, 120_000);

  it('refuses the owner in the organisation without billing rights, with Request access', async () => {
    const page = await appPageAs('chats-sidekick', 'Chats Sidekick', account.noBilling);
    const actions = page.getByTestId('app-actions');
    await actions.getByText('To install contact the owner of the LiveChat license.').waitFor();
    await actions.getByRole('button', { name: 'Request access' }).waitFor();
  }, 120_000);

  it('counts only billing all on the help desk: billing manage buys a chat app, not a help-desk one', async () => {
    const desk = await appPageAs('premium-ticket-sla', 'Premium Ticket SLA', account.billingManage);
    const refused = desk.getByTestId('app-actions');
    await refused.getByText('To install contact the owner of the HelpDesk license.').waitFor();
    expect(await refused.getByRole('link', { name: 'Buy', exact: true }).count()).toBe(0);
    await loadPage(desk, `${urls.publicShell}apps/one-time-trial-toolkit/`);
    await desk.getByTestId('app-actions').getByRole('link', { name: 'Buy', exact: true }).waitFor();
  }, 120_000);

  it('shows an agent up to three agents without access, and sends the request', async () => {
    const page = await appPageAs('team-plan-ticket-router', 'Team Plan Ticket Router', account.crowdedAgent);
    const actions = page.getByTestId('app-actions');
    await actions.getByText('You do not have enough permissions to install applications.').waitFor();
    const agents = actions.getByTestId('agents-without-access');
    await agents.getByText('Agents without access to HelpDesk (up to 3 shown):').waitFor();
    // Five of the organisation's agents have no help-desk role: three are named, two counted.
    expect(await agents.getByRole('listitem').allTextContents()).toEqual(['Abe Crowded', 'Bo Crowded', 'Cy Crowded']);
    await agents.getByText('and 2 more').waitFor();
    await expectNoWcagViolations(page);
    await actions.getByRole('button', { name: 'Request access' }).click();
    await page.getByText('Request sent!').waitFor();
  }, 120_000);
});

describe('apps with a one-time trial, a full-screen path, placements and finish-install copy', () => {
  it('offers a one-time app with a free trial', async () => {
    const page = await appPageAs('one-time-trial-toolkit', 'One-time Trial Toolkit', account.chatTeam);
    const actions = page.getByTestId('app-actions');
    await actions.getByText('14-day free trial').first().waitFor();
    await actions.getByRole('link', { name: 'Buy', exact: true }).waitFor();
  }, 120_000);

  it.each([
    ['fullscreen-board', 'Fullscreen Board', 'Open', '/boards/9008-board'],
    ['chats-sidekick', 'Chats Sidekick', 'Open in Chats', '/chats'],
    ['reports-lens', 'Reports Lens', 'Open in Reports', '/reports'],
  ] as const)(
    'installs %s and opens it at its place in the chat app',
    async (slug, name, label, path) => {
      const page = await appPageAs(slug, name, account.chatTeam);
      const actions = page.getByTestId('app-actions');
      const notices = await watchNotices(page.context(), ['Application installed successfully!']);
      await actions.getByRole('button', { name: 'Install', exact: true }).click();
      await notices.seen('Application installed successfully!');
      const open = actions.getByRole('link', { name: label, exact: true });
      await open.waitFor();
      expect(await open.getAttribute('href')).toBe(`${origin(urls.agentApp)}${path}`);
      if (slug === 'fullscreen-board') {
        // Its own settings path too, instead of the apps settings page plus its slug.
        const settings = page.getByRole('region', { name: `Settings of ${name}` }).getByRole('link', { name: 'Change its settings in LiveChat' });
        expect(await settings.getAttribute('href')).toBe(`${origin(urls.agentApp)}/boards/settings`);
      }
    },
    120_000,
  );

  it('installs directly through the account authorisation page, in a new tab', async () => {
    const page = await appPageAs('new-tab-direct-install', 'New Tab Direct Install', account.chatTeam);
    const install = page.getByTestId('app-actions').getByRole('link', { name: /^Install/ });
    expect(await install.getAttribute('target')).toBe('_blank');
    const href = new URL((await install.getAttribute('href')) ?? '');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-9014',
      redirect_uri: 'https://new-tab-direct-install.example.com/install',
    });
  }, 120_000);

  it('asks to finish the installation on the app site, with its copy', async () => {
    const page = await appPageAs('finish-setup-wizard', 'Finish Setup Wizard', account.chatTeam);
    await page.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).click();
    const settings = page.getByRole('region', { name: 'Settings of Finish Setup Wizard' });
    const finish = settings.getByRole('link', { name: /^Finish the setup on the Finish Setup Wizard site/ });
    await finish.waitFor();
    expect(await finish.getAttribute('href')).toBe('https://finish-setup-wizard.example.com/setup');
    await expectNoWcagViolations(page);
  }, 120_000);
});

describe('charges: the external direct charge page and its thank-you, the own-app thank-you', () => {
  it('pays an external charge showing the icon and description from its address', async () => {
    const icon = `${origin(urls.publicShell)}/v2/assets/icons/onboard-experts.svg`;
    const description = 'Two hours of live training for your team';
    const query = `?icon=${encodeURIComponent(icon)}&description=${encodeURIComponent(description)}`;
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}checkout/charge/seed-direct-external-pending/direct_charge${query}`);
    await page.getByRole('heading', { level: 1, name: 'Pay for your purchase' }).waitFor();
    await signIn(page, account.chatTeam);
    const charge = page.getByRole('region', { name: 'The charge' });
    await charge.getByRole('heading', { name: 'Training session by Onboard Experts' }).waitFor();
    await charge.getByText(description).waitFor();
    expect(await charge.locator('img').getAttribute('src')).toBe(icon);
    await expectNoWcagViolations(page);
    await charge.getByRole('button', { name: 'Pay $99.00' }).click();

    await page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/\/checkout\/charge\/seed-direct-external-pending\/direct_charge\/thank-you$/);
    const purchase = page.getByRole('region', { name: 'Your purchase' });
    await purchase.getByText(description).waitFor();
    expect(await purchase.locator('img').getAttribute('src')).toBe(icon);
    await purchase.getByText("You've successfully purchased the app").waitFor();
  }, 120_000);

  it('shows the paid external charge and the own-app thank-you', async () => {
    const page = await signedInPage(
      `${urls.publicShell}checkout/charge/seed-direct-external/direct_charge/thank-you?description=${encodeURIComponent('Setup done by experts')}`,
      account.chatTeam,
    );
    const purchase = page.getByRole('region', { name: 'Your purchase' });
    await purchase.getByRole('heading', { name: 'Setup package by Onboard Experts' }).waitFor();
    await purchase.getByText('Setup done by experts').waitFor();

    // The app's own thank-you claims only a purchase of the signed-in account: Team Chat Co bought
    // no One-time Trial Toolkit.
    await loadPage(page, `${urls.publicShell}checkout/one-time-trial-toolkit/thank-you`);
    await page.getByText("This transaction doesn't exist.").waitFor();
  }, 120_000);

  it("thanks Acme's owner on the own-app thank-you of the paid app the seed bought for Acme", async () => {
    // The seed's paid monthly app of Acme: the first published chat app billed monthly per organisation, no trial, no discount.
    const published = await publishedApps();
    const bought = published.find(
      (app) =>
        !app.hidden &&
        (app.product === '' || app.product === 'livechat') &&
        app.payment?.months === 1 &&
        app.payment.perAccount === false &&
        app.payment.trialDays === 0 &&
        app.customProps['discountPercent'] === undefined,
    );
    if (!bought) throw new Error('the seed bought no app for Acme');
    const page = await signedInPage(`${urls.publicShell}checkout/${bought.slug}/thank-you`, /^Owner Olivia Owner/);
    const own = page.getByRole('region', { name: 'Your purchase' });
    await own.getByRole('heading', { name: bought.name }).waitFor();
    await own.getByText("You've successfully purchased the app").waitFor();
  }, 120_000);
});

describe('My apps shows trial-assigned and cancelled or expired subscriptions', () => {
  it.each([
    [account.deskTrial, 'HelpDesk', 'Free trial', 'None yet'],
    [account.cancelled, 'LiveChat', 'Cancelled or expired', 'Team'],
    [account.cancelled, 'HelpDesk', 'Cancelled or expired', 'Team'],
  ] as const)(
    '%s: %s is %s',
    async (who, product, status, plan) => {
      const page = await signedInPage(`${urls.publicShell}my-apps/`, who);
      const plans = page.getByRole('region', { name: 'Your plans' });
      const card = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product, exact: true }) });
      await card.waitFor();
      expect(await card.locator('dd').allTextContents()).toEqual(expect.arrayContaining([plan, status]));
    },
    120_000,
  );
});

describe('the cart says a product must be activated first', () => {
  it('takes a help-desk app into the cart of an inactive help desk, says so before paying and offers to remove it', async () => {
    const page = await signedInPage(`${urls.publicShell}cart/`, account.deskTrial);
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByLabel('Search apps to add').fill('Premium Ticket SLA');
    await page.getByRole('button', { name: 'Add Premium Ticket SLA', exact: true }).click();
    const lines = page.getByRole('list', { name: 'Apps in your cart' });
    await lines.getByText('Premium Ticket SLA', { exact: true }).waitFor();
    await lines.getByText('Your HelpDesk license is inactive. Go to HelpDesk app and activate it. Not in the total.', { exact: true }).waitFor();
    // Nothing in the cart can be bought: nothing to pay (the cart's test buys it beside a line that can: cart.test.ts).
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: /^(Pay|Start free trial)/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back to cart' }).click();
    await page.getByTestId('not-in-total').getByRole('button', { name: 'Remove it from the cart' }).click();
    await page.getByText('Your cart is empty.').waitFor();
  }, 120_000);
});

describe('listing rules: beta mode and themed apps listed by id', () => {
  const cardNames = async (page: Page) => page.getByTestId('app-card').locator('h3').allTextContents();

  it('shows the apps hidden for beta only in beta mode', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/chatbots/?sortBy=alphabetical`);
    await page.getByTestId('app-card').first().waitFor();
    expect(await cardNames(page)).not.toContain('Beta Preview Lab');
    // A click, not check(): the box follows the address, which the click changes.
    await page.getByRole('checkbox', { name: 'Beta mode' }).click();
    await expect.poll(() => cardNames(page)).toContain('Beta Preview Lab');
    expect(await page.getByRole('checkbox', { name: 'Beta mode' }).isChecked()).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('beta');
  }, 120_000);

  it('leaves a themed app out unless its id is listed', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/cms/?sortBy=alphabetical`);
    await page.getByTestId('app-card').first().waitFor();
    expect(await cardNames(page)).not.toContain('Glass Theme Pack');
    await loadPage(page, `${urls.publicShell}apps/cms/?sortBy=alphabetical&listed=9013`);
    await expect.poll(() => cardNames(page)).toContain('Glass Theme Pack');
  }, 120_000);
});
