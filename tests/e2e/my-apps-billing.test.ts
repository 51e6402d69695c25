/**
 * My apps answers "what am I paying for", in Chromium, as the seeded owner: the paid app's plan,
 * price as charged, billing cycle, next renewal with the days left and status, 'Change plan' and
 * 'Uninstall' beside it; a free app says it is free. Checked with axe.
 */
import { describe, expect, it } from 'vitest';
import { urls, signedInPage, demoAccount, wcagViolations } from './fixtures/index.ts';

const WAIT = { timeout: 30_000 };

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
    const change = card.getByRole('link', { name: /^Change plan of / });

    // A free app is free: no price, nothing renews.
    const free = list.getByRole('listitem').filter({ has: page.getByTestId('billing-status').getByText('Free', { exact: true }) });
    await free.first().waitFor(WAIT);
    expect(await free.first().getByTestId('billing-price').count()).toBe(0);

    const violations = await wcagViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    // Change plan leads to the plans on the app's page.
    await change.click();
    await page.waitForURL(/\/apps\/[^/]+\/#upgrades$/, WAIT);
    await page.locator('section#upgrades').waitFor(WAIT);
    await page.context().close();
  }, 120_000);
});
