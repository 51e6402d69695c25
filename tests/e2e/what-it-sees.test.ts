/**
 * "What it can see", in Chromium: before anyone installs an app, its page states the permissions
 * it asks for in the consent dialog's own words (one list, domain consentItems), where its data
 * goes (privacy policy and terms), its setup guide, and the trust facts; the consent dialog then
 * asks for exactly what the page said. Rendered on the server.
 */
import { describe, expect, it } from 'vitest';
import { consentItems } from '../../packages/domain/src/app-actions.ts';
import { productOfApp } from '../../packages/domain/src/apps.ts';
import { formatDate } from '../../packages/domain/src/dates.ts';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { productNames } from '../../packages/domain/src/entities/product-names.ts';
import { demoAccount, expectNoWcagViolations, loadPage, newPage, origins, signedInPage, urls } from './fixtures/index.ts';

const WAIT = { timeout: 30_000 };

/** A free app of the chat product that installs from its page after a consent, with a setup guide. */
async function consentedApp(): Promise<{ app: App; resources: Record<string, unknown> }> {
  const published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
  for (const app of published) {
    const fits =
      app.payment === null &&
      !app.hidden &&
      app.installable &&
      app.tutorialUrl === null &&
      app.directInstallUrl === null &&
      ['', 'livechat'].includes(app.product ?? '') &&
      Boolean(app.authorization?.clientId) &&
      app.widgets.length > 0 &&
      !['isService', 'isPremium', 'isTeamPlan', 'onlyOwnerCanInstall'].some((flag) => app.customProps[flag as keyof App['customProps']] === 'true') &&
      app.organizationId !== 'org-dev-1';
    if (!fits) continue;
    const resources = (await (await fetch(`${origins.platform}/v2/applications/${app.id}/resources`)).json()) as { resources?: Record<string, unknown> } & Record<string, unknown>;
    const own = resources.resources ?? resources;
    if (typeof own['setupGuideUrl'] === 'string') return { app, resources: own };
  }
  throw new Error('no seeded app fits');
}

describe('what an app can see, before it is installed', () => {
  it('its page states the permissions, where the data goes, the setup guide and the trust facts, and the consent asks for the same', async () => {
    const { app, resources } = await consentedApp();
    const expected = consentItems(app, productNames[productOfApp(app)]);
    expect(expected.length).toBeGreaterThan(2);
    // In the server's HTML: a visitor without JavaScript reads it too.
    const html = await (await fetch(`${urls.publicShell}apps/${app.slug}/`)).text();
    expect(html).toContain('data-testid="what-it-sees"');

    const visitor = await newPage();
    await loadPage(visitor, `${urls.publicShell}apps/${app.slug}/`);
    const panel = visitor.getByRole('region', { name: `What ${app.name} can see` });
    await panel.waitFor(WAIT);
    await expect.poll(() => panel.getByTestId('app-permissions').getByRole('listitem').allTextContents()).toEqual(expected);
    await expect.poll(() => panel.getByRole('link', { name: /^Privacy policy/ }).getAttribute('href')).toBe(resources['privacyPolicyUrl']);
    expect(await panel.getByRole('link', { name: /^Terms of service/ }).getAttribute('href')).toBe(resources['termsUrl']);
    expect(await panel.getByTestId('setup-guide').getAttribute('href')).toBe(resources['setupGuideUrl']);
    const trust = await panel.getByTestId('trust-facts').getByRole('listitem').allTextContents();
    expect(trust[0]).toBe(app.customProps.verified === 'true' ? 'Verified developer' : 'Developer not verified');
    expect(trust).toContain(`Published ${formatDate(app.publishedAt as string)}`);
    expect(trust.some((fact) => fact.startsWith('Updated '))).toBe(true);
    await expectNoWcagViolations(visitor);
    await visitor.context().close();

    const page = await signedInPage(`${urls.publicShell}apps/${app.slug}/`, demoAccount.newOrganisation);
    await page.getByTestId('app-actions').getByRole('button', { name: 'Install', exact: true }).click(WAIT);
    const consent = page.getByRole('dialog', { name: `Install ${app.name}?` });
    await consent.waitFor(WAIT);
    expect(await consent.getByRole('listitem').allTextContents()).toEqual(expected);
    await consent.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });
});
