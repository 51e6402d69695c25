/**
 * My apps answers "what am I paying for", in Chromium, as the seeded owner: the paid app's plan,
 * price as charged, billing cycle, next renewal with the days left and status, 'Change plan' and
 * 'Uninstall' beside it; a free app says it is free. Change plan is walked, as an organisation of
 * the test's own: the amount it says is the amount of the ledger row the platform then writes.
 * An administrator (no billing rights) sees its apps without what they cost, and who can see it.
 * Trials that ended with no card on file are owed, nothing in the ledger, until a card is added; a
 * frozen subscription reactivated says its next payment and takes nothing for the frozen spell.
 * Checked with axe.
 */
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../packages/domain/src/errors.ts';
import { urls, loadPage, reloadPage, signedInPage, demoAccount, wcagViolations, buyableApps, isChatApp, pickApps, asPage, watchNotices } from './fixtures/index.ts';

const WAIT = { timeout: 30_000 };

interface Payment {
  source: string;
  sourceId: string;
  appId: string | null;
  amount: number;
}

/** 'Nov 15, 2026', as the screens write a date. */
const formatDay = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

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
  }, 120_000);

  it('says what the seeded monthly subscription last took and will take, one payment per past month, and the spend ahead', async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, demoAccount.owner);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    const seeded = ((await asPage(page, 'GET', '/billing/v2/payments')) as (Payment & { createdAt: string })[]).filter((row) => row.sourceId === 'seed-recurrent-1');
    // Seeded on Jan 15, 2026, billed monthly: one payment each month since, the same amount each, on the 15th.
    const start = new Date('2026-01-15T12:00:00.000Z');
    const now = new Date();
    const months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth() + (now.getUTCDate() >= 15 ? 1 : 0);
    expect(seeded).toHaveLength(months);
    expect(new Set(seeded.map((row) => row.createdAt.slice(8, 10)))).toEqual(new Set(['15']));
    const latest = seeded[0];
    if (!latest) throw new Error('no seeded payment');
    const lastCharged = page.getByTestId('billing-last-charge').filter({ hasText: formatDay(latest.createdAt) });
    await lastCharged.first().waitFor(WAIT);
    expect(cents(await lastCharged.first().textContent())).toBe(latest.amount);
    const owning = page.getByRole('list', { name: 'Installed apps' }).getByRole('listitem').filter({ has: lastCharged });
    expect(cents(await owning.first().getByTestId('billing-next-charge').textContent())).toBe(latest.amount);
    // Above the list: the next 30 days take at least this renewal, the next 12 months twelve of them.
    const forecast = page.getByTestId('app-spend-forecast');
    expect(cents(await forecast.getByTestId('spend-30-days').textContent())).toBeGreaterThanOrEqual(latest.amount);
    expect(cents(await forecast.getByTestId('spend-12-months').textContent())).toBeGreaterThanOrEqual(12 * latest.amount);
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
  }, 120_000);
});

describe("My apps' subscriptions list every recurrent charge with what it allows", () => {
  it("shows the seed's frozen charge in words, reactivates it (its next payment shown) and cancels it, moving no money", async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, /^Owner, cancelled subscription/);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    const frozen = page.locator('[data-charge-id="seed-recurrent-frozen"]');
    await frozen.waitFor(WAIT);
    expect(await frozen.getByTestId('subscription-status').textContent()).toBe('Frozen');
    expect(await frozen.getByTestId('subscription-amount').textContent()).toBe('$19.00 per month');
    expect(await frozen.getByTestId('subscription-next').textContent()).toBe('No payment ahead');
    expect(await frozen.getByRole('button', { name: 'Accept Frozen Sync Plan' }).count()).toBe(0);
    const violations = await wcagViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    const before = ((await asPage(page, 'GET', '/billing/v2/payments')) as Payment[]).length;
    // It names no app, and renews all the same: on the 15th, as it started.
    await frozen.getByRole('button', { name: 'Reactivate Frozen Sync Plan' }).click();
    await expect.poll(() => frozen.getByTestId('subscription-status').textContent(), WAIT).toBe('Active');
    const next = new Date();
    next.setUTCDate(15);
    next.setUTCHours(12, 0, 0, 0);
    if (next.getTime() <= Date.now()) next.setUTCMonth(next.getUTCMonth() + 1);
    await expect.poll(() => frozen.getByTestId('subscription-next').textContent(), WAIT).toBe(`Next payment $19.00 on ${formatDay(next.toISOString())}`);
    await frozen.getByRole('button', { name: 'Cancel Frozen Sync Plan' }).click();
    await expect.poll(() => frozen.getByTestId('subscription-status').textContent(), WAIT).toBe('Cancelled');
    expect(await frozen.getByRole('button').count()).toBe(0);
    expect(((await asPage(page, 'GET', '/billing/v2/payments')) as Payment[]).length).toBe(before);
  }, 120_000);

  it('accepts a pending charge, which then runs and takes its first period, as the ledger records', async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, demoAccount.newOrganisation);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    const [app] = pickApps(await buyableApps(), (candidate) => isChatApp(candidate) && candidate.payment?.months === 1 && candidate.payment.trialDays === 0);
    const charge = (await asPage(page, 'POST', `/v2/applications/${app.id}/create-charge`, { plan_id: 'pay-monthly' })) as { id: string; price: number };
    await reloadPage(page);
    const row = page.locator(`[data-charge-id="${charge.id}"]`);
    await row.waitFor(WAIT);
    expect(await row.getByTestId('subscription-status').textContent()).toBe('Pending');
    await row.getByRole('button', { name: `Decline ${app.name}` }).waitFor();
    await row.getByRole('button', { name: `Accept ${app.name}` }).click();
    await expect.poll(() => row.getByTestId('subscription-status').textContent(), WAIT).toBe('Active');
    await row.getByRole('button', { name: `Cancel ${app.name}` }).waitFor();
    const paid = ((await asPage(page, 'GET', '/billing/v2/payments')) as Payment[]).filter((payment) => payment.sourceId === charge.id);
    expect(paid.map((payment) => payment.amount)).toEqual([charge.price]);
  }, 120_000);
});

interface Owed {
  appId: string;
  paid: { owed: { amount: number; at: string }[]; schedule: { billsFrom: string } | null } | null;
}

describe('a payment that falls due with no card on file', () => {
  it('is said at the checkout of a trial that needs no card: nothing taken now, owed if no card is on file when it ends', async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, /^Owner, trials ended without a card/);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    const installed = new Set(((await asPage(page, 'GET', '/v2/applications/installed/billing')) as Owed[]).map((entry) => entry.appId));
    const [app] = pickApps(
      (await buyableApps()).filter((candidate) => !installed.has(candidate.id)),
      (candidate) => isChatApp(candidate) && candidate.payment?.months === 1 && candidate.payment.trialDays > 0 && !candidate.payment.creditCardRequired,
    );
    await loadPage(page, `${urls.publicShell}apps/${app.slug}/`);
    await page.getByTestId('app-actions').getByRole('link', { name: 'Buy', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Checkout: ${app.name}` }).waitFor(WAIT);
    await page.getByLabel('Billing country').selectOption('US');
    await page.getByLabel('ZIP or postal code').fill('10001');
    const ends = formatDay(new Date(Date.now() + (app.payment?.trialDays ?? 0) * 86_400_000).toISOString());
    await page.getByText('No credit card required', { exact: true }).waitFor(WAIT);
    expect(await page.getByTestId('no-card-at-trial-end').textContent()).toBe(`No card on file: add one before ${ends}, or the payment is owed until you do.`);
    const start = page.getByRole('button', { name: 'Start free trial' });
    await expect.poll(() => start.isDisabled(), WAIT).toBe(false);
    await start.click();
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor(WAIT);
    const chargeId = /\/checkout\/charge\/([^/]+)\//.exec(page.url())?.[1] ?? '';
    expect(((await asPage(page, 'GET', '/billing/v2/payments')) as Payment[]).filter((payment) => payment.sourceId === chargeId)).toEqual([]);
    const bought = ((await asPage(page, 'GET', '/v2/applications/installed/billing')) as Owed[]).find((entry) => entry.appId === app.id);
    expect(bought?.paid?.owed).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('is owed on My apps and in Subscriptions, nothing in the ledger, and taken once a card is added, dated when it fell due', async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, /^Owner, trials ended without a card/);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    const billing = (await asPage(page, 'GET', '/v2/applications/installed/billing')) as Owed[];
    const owing = billing.filter((entry) => (entry.paid?.owed.length ?? 0) > 0);
    // The one-time Trial Toolkit (its trial ended Jan 29, 2026) and a monthly trial: both needed no card to start.
    expect(owing.map((entry) => entry.appId)).toContain('9007');
    expect(owing).toHaveLength(2);
    const ledgerOf = async () =>
      ((await asPage(page, 'GET', '/billing/v2/payments')) as (Payment & { createdAt: string })[]).filter((row) => owing.some((entry) => entry.appId === row.appId));
    expect(await ledgerOf()).toEqual([]);

    const list = page.getByRole('list', { name: 'Installed apps' });
    const toolkit = list.getByRole('listitem').filter({ hasText: 'One-time Trial Toolkit' });
    await toolkit.getByTestId('billing-owed').waitFor(WAIT);
    expect(await toolkit.getByTestId('billing-status').textContent()).toBe('Payment due');
    expect(await toolkit.getByTestId('billing-owed').textContent()).toBe('$49.00 due since Jan 29, 2026, taken once a card is on file');
    expect(await toolkit.getByTestId('billing-last-charge').textContent()).toBe('Nothing yet');
    const monthly = owing.find((entry) => entry.appId !== '9007');
    const monthlyOwed = (monthly?.paid?.owed ?? []).reduce((sum, payment) => sum + payment.amount, 0);
    const monthlyCard = list.getByRole('listitem').filter({ has: page.getByTestId('billing-owed'), hasNotText: 'One-time Trial Toolkit' });
    expect(await monthlyCard.getByTestId('billing-owed').textContent()).toContain(`since ${formatDay(monthly?.paid?.schedule?.billsFrom ?? '')}`);
    expect(cents(await monthlyCard.getByTestId('billing-owed').textContent())).toBe(monthlyOwed);
    // Its subscription says the same, frozen after that one unpaid period; the forecast counts the whole owed apart from what lies ahead.
    expect(monthly?.paid?.owed).toHaveLength(1);
    const subscription = page.locator('[data-charge-id="seed-recurrent-trial"]');
    expect(await subscription.getByTestId('subscription-status').textContent()).toBe('Frozen');
    expect(await subscription.getByTestId('subscription-owed').textContent()).toBe(await monthlyCard.getByTestId('billing-owed').textContent());
    // Reactivated while no card is on file, it would freeze again at once: refused, saying to add a card first.
    const notices = await watchNotices(page.context(), [errorCatalogue.reactivationNeedsCard.message]);
    await subscription.getByRole('button', { name: /^Reactivate / }).click();
    await notices.seen(errorCatalogue.reactivationNeedsCard.message);
    expect(await subscription.getByTestId('subscription-status').textContent()).toBe('Frozen');
    const forecast = page.getByTestId('app-spend-forecast');
    expect(cents(await forecast.getByTestId('spend-owed').textContent())).toBe(4900 + monthlyOwed);
    const violations = await wcagViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    // Uninstalled, the monthly app's debt stays in sight above the list, and the card below still takes it.
    const monthlyOwedText = (await monthlyCard.getByTestId('billing-owed').textContent()) ?? '';
    await asPage(page, 'DELETE', `/v2/applications/${monthly?.appId ?? ''}/install`, { reason: 'no card' });
    await reloadPage(page);
    await forecast.getByTestId('uninstalled-owed').waitFor(WAIT);
    expect(await forecast.getByTestId('uninstalled-owed').textContent()).toContain(`(uninstalled): ${monthlyOwedText}`);
    expect(cents(await forecast.getByTestId('spend-owed').textContent())).toBe(4900 + monthlyOwed);

    // A card added: the ledger takes exactly what was owed, each payment dated when it fell due.
    await forecast.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await forecast.getByRole('button', { name: 'Save card' }).click();
    await expect.poll(() => toolkit.getByTestId('billing-status').textContent(), WAIT).toBe('Active');
    expect(await toolkit.getByTestId('billing-last-charge').textContent()).toBe('$49.00 on Jan 29, 2026');
    expect(await page.getByTestId('billing-owed').count()).toBe(0);
    expect(await forecast.getByTestId('spend-owed').count()).toBe(0);
    expect(await forecast.getByTestId('uninstalled-owed').count()).toBe(0);
    const taken = await ledgerOf();
    const owedRows = owing.flatMap((entry) => (entry.paid?.owed ?? []).map((payment) => ({ appId: entry.appId, amount: payment.amount, createdAt: payment.at })));
    expect(
      taken
        .map((row) => ({ appId: row.appId, amount: row.amount, createdAt: row.createdAt }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.appId ?? '').localeCompare(b.appId ?? '')),
    ).toEqual(owedRows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.appId.localeCompare(b.appId)));
    await page.context().close();
  }, 120_000);
});

describe('a frozen subscription reactivated', () => {
  it('says its next payment, the same on My apps, and takes nothing for the frozen spell', async () => {
    const page = await signedInPage(`${urls.publicShell}my-apps/`, /^Owner, cancelled subscription/);
    await page.getByRole('heading', { level: 1, name: 'My apps' }).waitFor(WAIT);
    const row = page.locator('[data-charge-id="seed-recurrent-frozen-app"]');
    await row.waitFor(WAIT);
    expect(await row.getByTestId('subscription-status').textContent()).toBe('Frozen');
    expect(await row.getByTestId('subscription-next').textContent()).toBe('No payment ahead');
    const ledger = async () => ((await asPage(page, 'GET', '/billing/v2/payments')) as Payment[]).filter((payment) => payment.sourceId === 'seed-recurrent-frozen-app');
    const before = await ledger();
    expect(before).toHaveLength(2);
    const name = (await row.locator('.name').textContent())?.replace(/ \(LiveChat\)$/, '') ?? '';
    await row.getByRole('button', { name: `Reactivate ${name}` }).click();
    await expect.poll(() => row.getByTestId('subscription-status').textContent(), WAIT).toBe('Active');
    // The next monthly date after today, on the 15th as the plan began, for one month's price.
    const next = new Date();
    next.setUTCDate(15);
    next.setUTCHours(12, 0, 0, 0);
    if (next.getTime() <= Date.now()) next.setUTCMonth(next.getUTCMonth() + 1);
    await expect
      .poll(() => row.getByTestId('subscription-next').textContent(), WAIT)
      .toBe(`Next payment $${(before[0]!.amount / 100).toFixed(2)} on ${formatDay(next.toISOString())}`);
    const card = page.getByRole('list', { name: 'Installed apps' }).getByRole('listitem').filter({ hasText: name });
    expect(await card.getByTestId('billing-status').textContent()).toBe('Active');
    expect(await card.getByTestId('billing-next-charge').textContent()).toBe((await row.getByTestId('subscription-next').textContent())?.replace('Next payment ', ''));
    expect(await ledger()).toEqual(before);
    await page.context().close();
  }, 120_000);
});
