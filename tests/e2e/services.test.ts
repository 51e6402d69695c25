/**
 * Services in Chromium: /services/ lists only apps whose customProps.isService is 'true', counts
 * them as services, and its Services filter finds seeded services by their kind; a service's page
 * at /services/{slug}/ reads as a service (what is delivered, by whom, 'Activate'); a signed-in
 * owner activates a free service and deactivates it with spec 8's messages; no WCAG 2.x A/AA
 * violations.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { origins } from '@marketplace/shared/federation';
import { wcagViolations } from './axe.ts';
import { launchChromium } from './browser.ts';
import { demoAccount, signedInPage } from './signed-in.ts';

interface PublishedApp {
  slug: string;
  name: string;
  types: string[];
  hidden: boolean;
  installable: boolean;
  payment: unknown;
  product: string | null;
  customProps: { isService?: string; hiddenForBeta?: string; isPremium?: string; isTeamPlan?: string };
}

let browser: Browser;
let services: PublishedApp[];
const urls = inject('urls');
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  browser = await launchChromium();
  const published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as PublishedApp[];
  services = published.filter((app) => app.customProps.isService === 'true');
});
afterAll(async () => {
  await browser?.close();
});

describe('the services page', () => {
  it('counts services and filters them by kind of service', async () => {
    const page = await browser.newPage();
    await page.goto(`${urls.publicShell}services/`);
    await page.getByText(/^\d+ services?$/).waitFor(WAIT);
    const total = Number((await page.getByText(/^\d+ services?$/).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(services.length);
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Training' }).check();
    await page.waitForURL(/services=training/);
    const count = async () => Number((await page.getByText(/^\d+ services?$/).textContent())?.split(' ')[0]);
    await expect.poll(count, WAIT).toBeLessThan(total);
    await expect.poll(() => count()).toBeGreaterThan(0);
    await page.close();
  });

  it("a service's page says what is delivered, by whom, and offers to activate it", async () => {
    const service = services.find((app) => !app.hidden && app.customProps.hiddenForBeta !== 'true');
    if (!service) throw new Error('no seeded service');
    const page = await browser.newPage();
    await page.goto(`${urls.publicShell}services/${service.slug}/`);
    const summary = page.getByTestId('service-summary');
    await summary.waitFor(WAIT);
    await expect.poll(() => summary.textContent()).toContain('What is delivered');
    await summary.getByRole('link').first().waitFor(WAIT);
    await expect.poll(() => summary.textContent()).toContain('Activate the service');
    expect(await wcagViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a signed-in owner activates a free service and deactivates it', () => {
  it("asks for consent in a service's words, says 'Service activated successfully!', then 'Service deactivated successfully.'", async () => {
    const service = services.find(
      (app) =>
        !app.hidden &&
        app.installable &&
        app.payment === null &&
        ['', 'livechat'].includes(app.product ?? '') &&
        app.customProps.hiddenForBeta !== 'true' &&
        app.customProps.isPremium !== 'true' &&
        app.customProps.isTeamPlan !== 'true',
    );
    if (!service) throw new Error('the seed has no free chat service');
    const page = await signedInPage(browser, `${urls.publicShell}services/${service.slug}/`, demoAccount.owner);
    try {
      const actions = page.getByTestId('app-actions');
      await actions.getByRole('button', { name: 'Activate', exact: true }).click();
      const consent = page.getByRole('dialog', { name: `Activate ${service.name}?` });
      await consent.waitFor(WAIT);
      expect(await wcagViolations(page)).toEqual([]);
      await consent.getByRole('button', { name: 'Allow and activate' }).click();
      await page.getByText('Service activated successfully!', { exact: true }).first().waitFor(WAIT);
      await actions.getByRole('button', { name: 'Deactivate' }).waitFor(WAIT);
      expect(await wcagViolations(page)).toEqual([]);

      await actions.getByRole('button', { name: 'Deactivate' }).click();
      const deactivate = page.getByRole('dialog', { name: `Deactivate ${service.name}?` });
      await deactivate.waitFor(WAIT);
      expect(await wcagViolations(page)).toEqual([]);
      await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await page.getByText('Service deactivated successfully.', { exact: true }).first().waitFor(WAIT);
      await actions.getByRole('button', { name: 'Activate', exact: true }).waitFor(WAIT);
      expect(await deactivate.isVisible()).toBe(false);
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
