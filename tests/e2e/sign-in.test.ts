/**
 * Signing in as a person would: the marketplace's Sign in button leads to the accounts page, a
 * demo account is chosen, and the marketplace comes back signed in (token taken from the hash,
 * state checked, hash removed), remembered on reload, and signed out again.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';

let browser: Browser;
const urls = inject('urls');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign in with a demo account and sign out', () => {
  it('comes back signed in, stays signed in on reload, and signs out', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${urls.publicShell}apps/`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/accounts\/authorize/);
    await page.getByRole('button', { name: /^Owner Olivia Owner/ }).click();
    await page.waitForURL(`${urls.publicShell}apps/`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // The token never stays in the address bar.
    expect(page.url()).not.toContain('access_token');

    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // After sign-out the user goes to / (spec 2), and stays signed out on reload.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForURL(urls.publicShell);
    await page.reload();
    await page.getByRole('list', { name: 'Most popular' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('ignores a token whose state it did not ask for', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${urls.publicShell}apps/#access_token=dal:forged&state=not-ours`);
    await page.getByRole('list', { name: 'All apps' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(page.url()).not.toContain('access_token');
    await page.context().close();
  });
});
