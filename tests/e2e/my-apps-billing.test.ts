/**
 * My apps answers "what am I paying for", in Chromium, as the seeded owner: the paid app's plan,
 * price as charged, billing cycle, next renewal with the days left and status, 'Change plan' and
 * 'Uninstall' beside it; a free app says it is free. Change plan is walked, as an organisation of
 * the test's own: the amount it says is the amount of the ledger row the platform then writes.
 * An administrator (no billing rights) sees its apps without what they cost, and who can see it.
 * Checked with axe.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, loadPage, reloadPage, signedInPage, demoAccount, wcagViolations, buyableApps, isChatApp, pickApps } from './fixtures/index.ts';

const platformOrigin = new URL(urls.publicShell).origin;
const WAIT = { timeout: 30_000 };
const SESSION = '__Host-marketplace_session';

interface Payment {
  source: string;
  sourceId: string;
  appId: string | null;
  amount: number;
}

/** The platform as the page's signed-in owner: its session cookie's token on a call. */
async function asPage(page: Page, method: string, path: string, body?: object): Promise<unknown> {
  await expect.poll(async () => (await page.context().cookies(platformOrigin)).some((cookie) => cookie.name === SESSION)).toBe(true);
  const cookie = (await page.context().cookies(platformOrigin)).find((c) => c.name === SESSION);
  const headers: Record<string, string> = { authorization: `Bearer ${decodeURIComponent(cookie?.value ?? '')}` };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${platformOrigin}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json();
}

/** '$1,234.56' (first amount in the text) in cents. */
function cents(text: string | null): number {
  const match = /\$([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

describe('My apps says what each installed app costs', () => {
  it('shows plan, price, cycle, renewal with days left and status, with change plan and uninstall', async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, demoAccount.owner);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    const list = page.getByRole('list', { name: 'Installed apps' });
    await list.waitFor(WAIT);
    // The seed's paid monthly app, with its active recurring charge.
    const paid = list.getByRole('listitem').filter({ has: page.getByTestId('billing-price') });
    await paid.first().waitFor(WAIT);
    expect(await paid.count()).toBeGreaterThanOrEqual(1);
    const card = paid.first();
    expect(await card.getByTestId('billing-status').textContent()).toBe('Active');
    expect(await card.getByTestId('billing-plan').textContent()).toBe('Monthly payment');
    expect(await card.getByTestId('billing-price').textContent()).toMatch(/^\$\d+\.\d{2}$/);
    expect(await card.getByTestId('billing-cycle').textContent()).toBe('Billed monthly');
    expect(await card.getByTestId('billing-next').textContent()).toMatch(/^Renews on [A-Z][a-z]{2} \d{1,2}, \d{4} \((\d+ days|1 day) left\)$/);
    await card.getByRole('button', { name: 'Uninstall' }).waitFor();
    await card.getByRole('button', { name: /^Change plan of / }).waitFor();

    // A free app is free: no price, nothing renews.
    const free = list.getByRole('listitem').filter({ has: page.getByTestId('billing-status').getByText('Free', { exact: true }) });
    await free.first().waitFor(WAIT);
    expect(await free.first().getByTestId('billing-price').count()).toBe(0);

    const violations = await wcagViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('changes a monthly plan to yearly, charging what it says once, as the ledger records it', async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, demoAccount.newOrganisation);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    const [app] = pickApps(await buyableApps(), (candidate) => isChatApp(candidate) && candidate.payment?.months === 1 && candidate.payment.trialDays === 0);
    // Bought monthly through the billing API as the owner (accepted and activated, which installs it).
    const charge = (await asPage(page, 'POST', `/v2/applications/${app.id}/create-charge`, { plan_id: 'pay-monthly' })) as { id: string };
    for (const action of ['accept', 'activate']) await asPage(page, 'PUT', `/billing/v2/recurrent_charge/livechat/${charge.id}/${action}`);
    await reloadPage(page);

    const card = page
      .getByRole('list', { name: 'Installed apps' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: app.name, exact: true }) });
    await card.getByTestId('billing-plan').getByText('Monthly payment', { exact: true }).waitFor(WAIT);
    await card.getByRole('button', { name: `Change plan of ${app.name}` }).click();
    const option = card.getByTestId('plan-change-option');
    await option.waitFor(WAIT);
    expect(await option.textContent()).toMatch(/^Yearly payment: \$[\d,]+\.\d{2} charged now/);
    const confirm = card.getByTestId('plan-change-confirm');
    const shown = cents(await confirm.textContent());
    // What the option says and what the button says are one amount.
    expect(cents(await option.textContent())).toBe(shown);
    const violations = await wcagViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    await confirm.click();
    await page.getByText(`The plan of ${app.name} has been changed to Yearly payment.`).waitFor(WAIT);
    await card.getByTestId('billing-plan').getByText('Yearly payment', { exact: true }).waitFor(WAIT);
    expect(await card.getByTestId('billing-cycle').textContent()).toBe('Billed annually');
    expect(await card.getByTestId('billing-status').textContent()).toBe('Active');

    // The ledger holds one new payment for the app: the amount the screen said.
    const rows = ((await asPage(page, 'GET', '/billing/v2/payments')) as Payment[]).filter((row) => row.appId === app.id && row.sourceId !== charge.id);
    expect(rows).toEqual([expect.objectContaining({ source: 'recurrent_charge', amount: shown })]);
    // The payments table says it too.
    const paid = page.getByRole('table', { name: 'Payments' }).locator(`tr[data-app-id="${app.id}"]`).first();
    await expect.poll(async () => cents(await paid.locator('td').last().textContent())).toBe(shown);
    await page.context().close();
  }, 120_000);

  it('shows an account without billing rights its apps, not what they cost, and says who can see it', async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, /^Administrator Ada Administrator/);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    await page.getByRole('list', { name: 'Installed apps' }).waitFor(WAIT);
    const notes = page.getByTestId('billing-hidden');
    await notes.first().waitFor(WAIT);
    expect(await notes.allTextContents()).toEqual([
      'Payments, charges and card details of LiveChat are shown only to its owner, vice-owners and accounts with billing rights for LiveChat.',
      'Payments, charges and card details of HelpDesk are shown only to its owner, vice-owners and accounts with billing rights for HelpDesk.',
    ]);
    expect(await page.getByTestId('installed-app-billing').count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Payments' }).count()).toBe(0);
    expect(await page.getByText(/ending in \d{4}/).count()).toBe(0);
    // A charge's thank-you page says so too, instead of loading for ever.
    await loadPage(page, `${urls.publicShell}checkout/charge/rc-1/recurrent_charge/thank-you`);
    await page.getByRole('alert').getByText('To install contact the owner of the LiveChat license.').waitFor(WAIT);
    expect(await page.getByText('Loading your purchase…').count()).toBe(0);
    const violations = await wcagViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
