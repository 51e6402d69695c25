/**
 * Developers in Chromium: /developers/ with its two sorts (developer name, number of products)
 * kept in the address, a developer's page with the tabs apps, services and contact by keyboard,
 * the byline of an app leading there, and a signed-in developer pointed to the developer console
 * on their own app instead of buying it; no WCAG 2.x A/AA violations.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, origins, newPage, loadPage, signedInPage, demoAccount, expectNoWcagViolations, publishedApps, type PublishedApp } from './fixtures/index.ts';

interface Developer {
  id: string;
  slug: string;
  name: string;
}
let developers: Developer[];
let published: PublishedApp[];
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  developers = (await (await fetch(`${origins.platform}/v2/developers`)).json()) as Developer[];
  published = await publishedApps();
});

const cardNames = (page: Page) => page.getByTestId('developer-card').getByRole('heading').allTextContents();
const count = (developer: Developer) => published.filter((app) => app.developerId === developer.id).length;

describe('the developers page sorts by developer name or number of products', () => {
  it('lists every developer by name, then by number of products, with the sort in the address', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}developers/`);
    await page.getByRole('list', { name: 'Developers', exact: true }).waitFor(WAIT);
    const byName = [...developers].map((d) => d.name).sort((a, b) => a.localeCompare(b));
    await expect.poll(() => cardNames(page)).toEqual(byName);
    await expectNoWcagViolations(page);

    await page.getByLabel('Sort by').selectOption({ label: 'Number of products' });
    await page.waitForURL(/\?sortBy=numberOfProducts$/);
    const byCount = [...developers].sort((a, b) => count(b) - count(a) || a.name.localeCompare(b.name)).map((d) => d.name);
    await expect.poll(() => cardNames(page)).toEqual(byCount);
    const first = developers.find((d) => d.name === byCount[0]);
    await expect.poll(() => page.getByTestId('developer-card').first().textContent()).toContain(`${count(first ?? developers[0]!)} products`);
    await page.close();
  });
});

describe("a developer's page has the tabs apps, services and contact", () => {
  it('shows their apps and services apart and their contact details, by keyboard', async () => {
    const developer = developers.find((d) => published.some((app) => app.developerId === d.id && app.customProps.isService === 'true'));
    if (!developer) throw new Error('no seeded developer with a service');
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}developers/${developer.slug}/`);
    await page.getByRole('heading', { level: 1, name: developer.name }).waitFor(WAIT);
    const apps = published.filter((app) => app.developerId === developer.id && !app.hidden && app.customProps.isService !== 'true');
    await expect
      .poll(
        () =>
          page
            .getByRole('list', { name: `Apps by ${developer.name}` })
            .getByRole('listitem')
            .count(),
        WAIT,
      )
      .toBe(apps.length);
    await expectNoWcagViolations(page);
    await page.getByRole('tab', { name: /^Apps/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\?tab=services$/);
    const services = published.filter((app) => app.developerId === developer.id && !app.hidden && app.customProps.isService === 'true');
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: `Services by ${developer.name}` })
          .getByRole('listitem')
          .count(),
      )
      .toBe(services.length);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\?tab=contact$/);
    await page.getByRole('link', { name: /^hello@/ }).waitFor();
    await expectNoWcagViolations(page);
    await page.close();
  });

  it("is reached from an app's byline", async () => {
    const app = published.find((candidate) => candidate.developerId && !candidate.hidden && candidate.customProps.isService !== 'true');
    const developer = developers.find((d) => d.id === app?.developerId);
    if (!app || !developer) throw new Error('no seeded app with a developer');
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/${app.slug}/`);
    await page.getByTestId('app-developer').getByRole('link', { name: developer.name }).click(WAIT);
    await page.waitForURL(`${urls.publicShell}developers/${developer.slug}/`);
    await page.getByRole('heading', { level: 1, name: developer.name }).waitFor(WAIT);
    await page.close();
  });
});

describe('a developer on their own app', () => {
  it('sees the developer console instead of buy buttons', async () => {
    const own = published.find((app) => app.developerId === 'dev-1' && !app.hidden && app.customProps.isService !== 'true');
    if (!own) throw new Error('no published app of the demo developer');
    const page = await signedInPage(`${urls.publicShell}apps/${own.slug}/`, demoAccount.developer);
    const offer = page.getByTestId('app-offer');
    await offer.getByRole('link', { name: 'Manage in the developer console' }).waitFor(WAIT);
    await expect.poll(() => offer.getByRole('button', { name: /Buy|Add to cart|Install/ }).count()).toBe(0);
    await expectNoWcagViolations(page);
  });
});
