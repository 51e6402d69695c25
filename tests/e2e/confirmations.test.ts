/**
 * Confirmations that tell the truth, as the people who meet them see them: a thank-you page claims
 * only the signed-in account's own purchase (a visitor and an account that bought nothing are told
 * no such thing), a cart of several apps is confirmed in the plural, and a purchase in the agent
 * app's frame is said once, by its thank-you page: no stack of host toasts beside it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buyableApps, demoAccount, isChatApp, loadPage, newPage, pickApps, signIn, signedInPage, urls, watchNotices, watchRequests, type PublishedApp } from './fixtures/index.ts';

const WAIT = { timeout: 30_000 };
let buyable: PublishedApp[];

beforeAll(async () => {
  // Paid chat apps without a trial an owner may buy; the buying tests are each an organisation of their own.
  buyable = (await buyableApps()).filter((app) => isChatApp(app) && app.payment?.trialDays === 0);
});

const anyApp = (): boolean => true;
/** What a host used to toast for each step of one purchase, beside the thank-you page. */
const moments = ['Payment pending', 'Payment accepted', 'Payment successful', 'App purchased', "You've successfully purchased the app"];

describe('the thank-you page of an app claims only the signed-in account’s own purchase', () => {
  it('tells a visitor nothing was bought', async () => {
    const [app] = pickApps(buyable, anyApp);
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}checkout/${app.slug}/thank-you`);
    await page.getByText('Sign in to see your purchase.').waitFor(WAIT);
    expect(await page.getByText(/successfully purchased/).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Thank you for your purchase!' }).count()).toBe(0);
  });

  it("tells an owner who did not buy the app 'This transaction doesn't exist.' and goes home; an unknown app is the 404 page", async () => {
    const [app] = pickApps(buyable, anyApp);
    const page = await signedInPage(`${urls.publicShell}apps/`, demoAccount.newOrganisation);
    await loadPage(page, `${urls.publicShell}checkout/${app.slug}/thank-you`);
    await page.getByText("This transaction doesn't exist.").waitFor(WAIT);
    await page.waitForURL(`${urls.publicShell}`, WAIT);
    expect(await page.getByText(/successfully purchased/).count()).toBe(0);

    await loadPage(page, `${urls.publicShell}checkout/no-such-app-at-all/thank-you`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(WAIT);
    expect(await page.getByText(/successfully purchased/).count()).toBe(0);
  }, 120_000);
});

describe('a cart of several apps', () => {
  it('is confirmed in the plural, in the toast and on the thank-you page', async () => {
    const apps = pickApps(buyable, anyApp, anyApp, anyApp);
    const page = await signedInPage(`${urls.publicShell}apps/${apps[0].slug}/`, demoAccount.newOrganisation);
    for (const app of apps) {
      await loadPage(page, `${urls.publicShell}apps/${app.slug}/`);
      await page.getByRole('heading', { level: 1, name: app.name }).waitFor(WAIT);
      await page.getByTestId('app-actions').getByRole('button', { name: 'Add to cart' }).click();
      await page.getByTestId('app-actions').getByRole('link', { name: 'In cart' }).waitFor(WAIT);
    }
    await loadPage(page, `${urls.publicShell}cart/`);
    await page.getByRole('link', { name: /^Cart 3 items?$/ }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/checkout\/cart\/[^/]+\/thank-you$/, WAIT);
    await page.getByRole('heading', { level: 2, name: "You've successfully purchased 3 apps" }).waitFor(WAIT);
    expect(await page.getByText("You've successfully purchased the app").count()).toBe(0);
  }, 180_000);
});

describe('a purchase in the agent app reaches the host once', () => {
  it('shows one toast per moment of the purchase, none repeated', async () => {
    const agentApp = `${urls.agentApp.replace(/\/$/, '')}`;
    const page = await newPage();
    await loadPage(page, `${agentApp}/apps/`);
    await signIn(page, demoAccount.newOrganisation);
    const [app] = pickApps(buyable, (candidate) => candidate.payment?.months == null);
    await loadPage(page, `${agentApp}/checkout/${app.slug}`);
    const requests = watchRequests(page);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByRole('heading', { level: 1, name: `Checkout: ${app.name}` }).waitFor(WAIT);
    // Pay waits for the taxes of the buyer's address, as on the public site.
    await frame.getByLabel('Billing country').selectOption('PL');
    await frame.getByText('Taxes (23 %)').waitFor(WAIT);
    // Every toast the host shows, seen as it is shown (each hides itself after a few seconds).
    const notices = await watchNotices(page.context(), moments);
    await frame.getByRole('button', { name: /^Pay \$/ }).click();
    await frame.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor(WAIT);
    const inHost = () => notices.shown(new URL(agentApp).origin).map((notice) => notice.text);
    // The host heard of the purchase: its Installed apps panel has the app.
    await page.getByRole('complementary', { name: 'Installed apps' }).getByText(app.name, { exact: true }).waitFor(WAIT);
    // Repeats would arrive with the thank-you page's own reads: wait until those are over.
    await requests.settled();
    expect(inHost()).toEqual([]);
  }, 120_000);
});
