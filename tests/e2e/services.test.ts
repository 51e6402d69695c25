/**
 * Services in Chromium: /services/ lists only apps whose customProps.isService is 'true', counts
 * them as services, and its Services filter finds seeded services by their kind; a service's page
 * at /services/{slug}/ reads as a service (what is delivered, by whom, 'Activate'); a signed-in
 * owner activates a free service and deactivates it with spec 8's messages; no WCAG 2.x A/AA
 * violations.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { urls, newPage, loadPage, signedInPage, demoAccount, expectNoWcagViolations, watchNotices, publishedApps, type PublishedApp } from './fixtures/index.ts';

let services: PublishedApp[];
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  const published = await publishedApps();
  services = published.filter((app) => app.customProps.isService === 'true');
});

describe('the services page', () => {
  it('counts services and filters them by kind of service', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}services/`);
    await page.getByText(/^\d+ services?$/).waitFor(WAIT);
    const total = Number((await page.getByText(/^\d+ services?$/).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(services.length);
    await expectNoWcagViolations(page);
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
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}services/${service.slug}/`);
    const summary = page.getByTestId('service-summary');
    await summary.waitFor(WAIT);
    await expect.poll(() => summary.textContent()).toContain('What is delivered');
    await summary.getByRole('link').first().waitFor(WAIT);
    await expect.poll(() => summary.textContent()).toContain('Activate the service');
    await expectNoWcagViolations(page);
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
    const page = await signedInPage(`${urls.publicShell}services/${service.slug}/`, demoAccount.owner);
    const actions = page.getByTestId('app-actions');
    const notices = await watchNotices(page.context(), ['Service activated successfully!', 'Service deactivated successfully.']);
    await actions.getByRole('button', { name: 'Activate', exact: true }).click();
    const consent = page.getByRole('dialog', { name: `Activate ${service.name}?` });
    await consent.waitFor(WAIT);
    await expectNoWcagViolations(page);
    await consent.getByRole('button', { name: 'Allow and activate' }).click();
    await notices.seen('Service activated successfully!');
    await actions.getByRole('button', { name: 'Deactivate' }).waitFor(WAIT);
    await expectNoWcagViolations(page);

    await actions.getByRole('button', { name: 'Deactivate' }).click();
    const deactivate = page.getByRole('dialog', { name: `Deactivate ${service.name}?` });
    await deactivate.waitFor(WAIT);
    await expectNoWcagViolations(page);
    await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await notices.seen('Service deactivated successfully.');
    await actions.getByRole('button', { name: 'Activate', exact: true }).waitFor(WAIT);
    expect(await deactivate.isVisible()).toBe(false);
  }, 180_000);
});
