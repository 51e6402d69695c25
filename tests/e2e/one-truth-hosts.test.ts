/**
 * One truth in every host: in the agent app (framed), the help desk (inline) and the text product
 * (inline and framed), a new organisation signs in, installs an app, buys one from its page, fills its cart, buys it,
 * uninstalls and signs out, and every place that shows the result agrees within 500 ms of the
 * platform's answer, without a reload: the marketplace's status line and actions, its My apps
 * (installed and payments), and the host's own Installed apps panel, cart count and account
 * button. The host's page is one document throughout (its sign-in leaves for the accounts page
 * first, as a person's does), and so is the framed marketplace until the sign-out mounts it anew.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  AGREES_MS,
  UNINSTALL_WAIT_MS,
  WAIT,
  afterAnswer,
  answerTo,
  buyableApps,
  demoAccount,
  freeOf,
  loadPage,
  markDocument,
  marketplaceFrame,
  newPage,
  openApp,
  origins,
  pickApps,
  publishedApps,
  sameDocument,
  signIn,
  urls,
  type PublishedApp,
} from './fixtures/index.ts';

interface Host {
  name: string;
  product: 'livechat' | 'helpdesk' | 'text';
  /** The marketplace's base address in the host (with its trailing slash). */
  base: () => string;
  framed: boolean;
}

const hosts: readonly Host[] = [
  { name: 'the agent app, framed', product: 'livechat', base: () => `${urls.agentApp}`, framed: true },
  { name: 'the help desk, inline', product: 'helpdesk', base: () => `${urls.helpdesk}`, framed: false },
  { name: 'the text product, inline', product: 'text', base: () => `${urls.text}`, framed: false },
  { name: 'the text product, framed', product: 'text', base: () => `${origins.text}/framed/`, framed: true },
];

const ofProduct = (product: Host['product']) => (app: PublishedApp) => (product === 'livechat' ? ['', 'livechat'] : [product]).includes(app.product ?? '');

/** The host's Cart link: 'Cart' with its count (and a hidden ' item(s)'); no count while the cart is empty. */
const hostCart = (page: Page, count: number) => page.getByRole('link', { name: count === 0 ? /^Cart$/ : new RegExp(`^Cart\\s*${count} items?$`) });

describe('every host shows what the account now has, at once', () => {
  for (const host of hosts) {
    it(`${host.name}: sign in, install, buy, buy a cart, uninstall and sign out`, async () => {
      const free = (await publishedApps()).filter(freeOf(host.product));
      const [toInstall] = free as [PublishedApp];
      const [once, paid] = pickApps(
        (await buyableApps()).filter(ofProduct(host.product)),
        (app) => app.payment?.trialDays === 0,
        (app) => app.payment?.trialDays === 0,
      );
      const page = await newPage();
      await loadPage(page, `${host.base()}apps/${toInstall.slug}/`);
      const panel = page.getByRole('complementary', { name: 'Installed apps' });
      // The host's account button, by what pressing it does.
      const account = (words: string) => page.locator('#account', { hasText: new RegExp(`^${words}$`) });
      await panel.getByText('Sign in to see your apps.').waitFor(WAIT);
      await signIn(page, demoAccount.newOrganisation);
      const target = host.framed ? page.frameLocator('iframe[title="Marketplace"]') : page;
      const actions = target.getByTestId('app-actions');
      await target.getByRole('heading', { level: 1, name: toInstall.name }).waitFor(WAIT);
      await panel.getByText('No apps installed yet.').waitFor(WAIT);
      await markDocument(page);
      if (host.framed) await markDocument(marketplaceFrame(page));
      const inPanel = (app: PublishedApp) => panel.getByText(app.name, { exact: true });

      // Install: the page's status line and the host's panel at once.
      await actions.getByRole('button', { name: 'Install', exact: true }).click(WAIT);
      const installing = answerTo(page, 'PUT', new RegExp(`/v2/applications/${toInstall.id}/install$`));
      // An app without an OAuth client installs without asking.
      const allow = target.getByRole('dialog', { name: `Install ${toInstall.name}?` }).getByRole('button', { name: 'Allow and install' });
      await Promise.race([installing, allow.click(WAIT)]).catch(() => undefined);
      await afterAnswer(installing, [actions.getByRole('status').filter({ hasText: /^Installed$/ }), actions.getByRole('button', { name: 'Uninstall' }), inPanel(toInstall)]);

      // Bought from its page: the thank-you page and the host's panel at once.
      await openApp(target, once.name);
      await actions.getByRole('link', { name: 'Buy', exact: true }).click(WAIT);
      await target.getByRole('heading', { level: 1, name: `Checkout: ${once.name}` }).waitFor(WAIT);
      await target.getByLabel('Billing country').selectOption('PL');
      await target.getByText('Taxes (23 %)').waitFor(WAIT);
      // Paid once the charge's read after its activation gives the verdict (spec 4: read every 2 s).
      const paying = answerTo(page, 'PUT', /\/(direct|recurrent)_charge\/[^/]+\/[^/]+\/activate$/).then(() => answerTo(page, 'GET', /\/(direct|recurrent)_charge\/[^/]+\/[^/]+$/));
      await target.getByRole('button', { name: /^Pay \$/ }).click();
      await afterAnswer(paying, [target.getByRole('heading', { name: 'Thank you for your purchase!' }), inPanel(once)]);

      // Into the cart: the host's count follows the add.
      await openApp(target, paid.name);
      const adding = answerTo(page, 'PATCH', new RegExp(`/v2/products-carts/[^/]+/applications/${paid.id}$`));
      await actions.getByRole('button', { name: 'Add to cart', exact: true }).click(WAIT);
      await afterAnswer(adding, [hostCart(page, 1)]);

      // Bought through the host's Cart: its count goes, its panel lists the app, with the thank-you page.
      await hostCart(page, 1).click();
      await target.getByRole('heading', { level: 1, name: 'Cart' }).waitFor(WAIT);
      await target.getByRole('button', { name: 'Checkout', exact: true }).click(WAIT);
      await target.getByRole('timer').waitFor(WAIT);
      const purchasing = answerTo(page, 'PATCH', /\/v2\/products-carts\/[^/]+\/purchase$/);
      await target.getByRole('button', { name: /^Pay \$/ }).click(WAIT);
      await afterAnswer(purchasing, [target.getByRole('heading', { name: 'Thank you for your purchase!' }), hostCart(page, 0), inPanel(paid), inPanel(toInstall)]);

      // My apps (the marketplace's own link: the host draws the rest of the account) lists both, and the payment.
      await target.getByRole('link', { name: 'My apps' }).first().click(WAIT);
      const installedList = target.getByRole('list', { name: 'Installed apps' });
      const cardOf = (app: PublishedApp) => installedList.getByRole('listitem').filter({ has: target.getByRole('heading', { name: app.name, exact: true }) });
      await cardOf(paid).waitFor(WAIT);
      await cardOf(toInstall).waitFor(WAIT);
      await cardOf(once).waitFor(WAIT);
      await target.getByRole('table', { name: 'Payments' }).locator(`tr[data-app-id="${paid.id}"]`).first().waitFor(WAIT);

      // Uninstall from My apps: it leaves the list and the host's panel.
      await cardOf(toInstall).getByRole('button', { name: 'Uninstall' }).click();
      const uninstalling = answerTo(page, 'DELETE', new RegExp(`/v2/applications/${toInstall.id}/install$`));
      await target
        .getByRole('dialog', { name: `Uninstall ${toInstall.name}?` })
        .getByRole('button', { name: 'Uninstall', exact: true })
        .click();
      await afterAnswer(uninstalling, [{ gone: cardOf(toInstall) }, { gone: inPanel(toInstall) }, inPanel(paid)], UNINSTALL_WAIT_MS);
      expect(await sameDocument(page)).toBe(true);
      if (host.framed) expect(await sameDocument(marketplaceFrame(page))).toBe(true);

      // Sign out with the host's button: its panel, its cart and the marketplace's My apps are signed out together.
      const signingOut = answerTo(page, 'DELETE', /\/v2\/sessions$/);
      await account('Sign out').click();
      await afterAnswer(signingOut, [account('Sign in'), panel.getByText('Sign in to see your apps.')]);
      // A framed marketplace is mounted anew to ask for credentials: its first screen takes a document load.
      await target.getByText('Sign in to see the apps your organization has installed.').waitFor(host.framed ? WAIT : { timeout: AGREES_MS });
      expect(await inPanel(paid).count()).toBe(0);
      expect(await hostCart(page, 0).count()).toBe(1);
      expect(await sameDocument(page)).toBe(true);
    }, 120_000);
  }
});
