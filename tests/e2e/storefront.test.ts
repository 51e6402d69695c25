/**
 * The storefront as a visitor first sees it: every app shows a logo mark of its own (its record's
 * icon when it has one, else a generated mark of shapes in its category's colours, never letters);
 * a category is in the address and the heading (/apps/{category}/, "Analytics"), and the old
 * `?category=` addresses move there, in the public site and in every host; and at 320 px no route
 * scrolls sideways, the signed-in cart with its summary included.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { urls, origins, newPage, loadPage, expectNoWcagViolations, signIn, demoAccount, buyableApps, isChatApp, pickApps, listingFilter } from './fixtures/index.ts';

let published: App[];

beforeAll(async () => {
  published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
});

describe('app icons', () => {
  it("a card shows the app's generated mark, and an app whose record holds an icon shows that one", async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/analytics/`);
    const card = (name: string) => page.getByTestId('app-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const seeded = published.find((app) => app.category.id === 'analytics' && app.icon.includes('/v2/assets/icons/') && !app.hidden);
    if (!seeded) throw new Error('no analytics app with a generated mark');
    const generated = card(seeded.name).locator('img');
    await generated.scrollIntoViewIfNeeded();
    expect(await generated.getAttribute('src')).toBe(`${origins.platform}/v2/assets/icons/${seeded.id}.svg?category=analytics`);
    await expect.poll(() => generated.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const mark = await (await fetch(`${origins.platform}/v2/assets/icons/${seeded.id}.svg?category=analytics`)).text();
    expect(mark).toContain('<svg');
    expect(mark).not.toContain('<text');

    const own = published.find((app) => app.slug === 'reports-lens');
    expect(own?.icon).toMatch(/^data:image\/svg\+xml,/);
    const ownIcon = card('Reports Lens').locator('img');
    await ownIcon.scrollIntoViewIfNeeded();
    expect(await ownIcon.getAttribute('src')).toBe(own?.icon);
    await expect.poll(() => ownIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.context().close();
  });
});

describe('a category says where you are', () => {
  it('choosing a category goes to /apps/{category}/ with its name as heading and title, keeping the other filters', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/?sortBy=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor();
    const category = listingFilter(page, 'Category');
    await category.choose('analytics');
    await page.waitForURL(`${urls.publicShell}apps/analytics/?sortBy=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'Analytics', exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Analytics | LiveChat Integrations');
    // The filter keeps the category, and its options count what each category page lists.
    expect(await category.chosen()).toBe('analytics');
    await expect.poll(() => category.count('crm')).toBeGreaterThan(0);
    await expectNoWcagViolations(page);
    await category.choose('crm');
    await page.waitForURL(`${urls.publicShell}apps/crm/?sortBy=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'CRM', exact: true }).waitFor();
    await category.choose('');
    await page.waitForURL(`${urls.publicShell}apps/?sortBy=alphabetical`);
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor();
    await page.context().close();
  });

  it('an old ?category= address moves for good (301) to the category path, in the public site, the help desk and the text product', async () => {
    for (const base of [urls.publicShell, urls.helpdesk, urls.text]) {
      const answer = await fetch(`${base}apps/?category=analytics&sortBy=price`, { redirect: 'manual' });
      expect(answer.status, base).toBe(301);
      expect(answer.headers.get('location'), base).toBe('/marketplace/apps/analytics/?sortBy=price');
    }
    const page = await newPage();
    await loadPage(page, `${urls.publicShell}apps/?category=crm`);
    expect(page.url()).toBe(`${urls.publicShell}apps/crm/`);
    await page.getByRole('heading', { level: 1, name: 'CRM', exact: true }).waitFor();
    await page.context().close();
  });

  it('the agent app frame and the text product show the category page too', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.text}apps/?category=analytics`);
    await page.getByRole('heading', { level: 1, name: 'Analytics', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/analytics/');
    await loadPage(page, `${urls.agentApp}apps/?category=analytics`);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByRole('heading', { level: 1, name: 'Analytics', exact: true }).waitFor();
    await page.context().close();
  });
});

/** How far the page scrolls sideways, and the elements that reach past its right edge (for the failure's message). */
async function sidewaysOf(page: Page): Promise<{ scroll: number; past: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.getClientRects().length > 0)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    return { scroll: document.documentElement.scrollWidth - width, past };
  });
}

describe('320 px', () => {
  it('no route scrolls sideways, signed out or in, the cart with its summary included, in the public site and the text product', async () => {
    const published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
    const app = published.find((candidate) => !candidate.hidden && candidate.payment !== null && candidate.customProps.isService !== 'true');
    if (!app) throw new Error('no paid app');
    const buyable = await buyableApps();
    const [perAgent, once] = pickApps(
      buyable.filter(isChatApp),
      (candidate) => candidate.payment?.months === 1,
      (candidate) => candidate.payment?.months == null,
    );
    const [textApp] = pickApps(
      buyable.filter((candidate) => candidate.product === 'text'),
      () => true,
    );
    const routes = ['', 'apps/', 'apps/analytics/', `apps/${app.slug}/`, 'services/', 'search/?query=chat', 'partners/', 'developers/', 'cart/'];
    for (const base of [urls.publicShell, urls.text]) {
      const page = await newPage({ viewport: { width: 320, height: 800 } });
      for (const route of routes) {
        await loadPage(page, `${base}${route}`);
        await page.locator('h1').first().waitFor();
        expect(await sidewaysOf(page), `${base}${route} signed out`).toEqual({ scroll: 0, past: [] });
      }
      // Signing in happens at a desktop width (the header's Sign in), the cart is then read at 320 px.
      await page.setViewportSize({ width: 1280, height: 800 });
      await loadPage(page, `${base}cart/`);
      await signIn(page, demoAccount.newOrganisation);
      await page.setViewportSize({ width: 320, height: 800 });
      await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
      for (const wanted of base === urls.publicShell ? [perAgent, once] : [textApp]) {
        await page.getByLabel('Search apps to add').fill(wanted.name);
        await page.getByRole('button', { name: `Add ${wanted.name}`, exact: true }).click();
        await page.getByRole('list', { name: 'Apps in your cart' }).getByText(wanted.name, { exact: true }).waitFor();
        await page.getByLabel('Search apps to add').fill('');
      }
      await page.getByRole('heading', { level: 2, name: 'Summary' }).waitFor();
      expect(await sidewaysOf(page), `${base}cart/ signed in`).toEqual({ scroll: 0, past: [] });
      for (const route of routes.slice(0, 4)) {
        await loadPage(page, `${base}${route}`);
        await page.locator('h1').first().waitFor();
        expect(await sidewaysOf(page), `${base}${route} signed in`).toEqual({ scroll: 0, past: [] });
      }
      await page.context().close();
    }
  }, 240_000);
});

describe('cards at the stores’ level', () => {
  it('are one height per row, each with icon, name, one line of value, rating with its count and a price with its period', async () => {
    const page = await newPage({ viewport: { width: 1376, height: 900 } });
    await loadPage(page, `${urls.publicShell}apps/`);
    const cards = page.getByTestId('app-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(8);
    const facts = await cards.evaluateAll((all) =>
      all.slice(0, 12).map((card) => {
        const box = card.getBoundingClientRect();
        const value = card.querySelector('p');
        return {
          top: Math.round(box.top),
          height: Math.round(box.height),
          icon: card.querySelector('img')?.getAttribute('src') ?? '',
          name: card.querySelector('h3')?.textContent ?? '',
          valueLines: value ? Math.round(value.getBoundingClientRect().height / parseFloat(getComputedStyle(value).lineHeight)) : 0,
          rating: card.querySelector('[data-testid="rating-stars"]')?.textContent ?? '',
          price: card.querySelector('[data-testid="price-tag"]')?.textContent ?? card.textContent ?? '',
        };
      }),
    );
    const rows = new Map<number, number[]>();
    for (const card of facts) rows.set(card.top, [...(rows.get(card.top) ?? []), card.height]);
    for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);
    for (const card of facts) {
      expect(card.icon).not.toBe('');
      expect(card.name).not.toBe('');
      expect(card.valueLines).toBe(1);
      expect(card.rating).toMatch(/^★+\d\.\d\(\d+\)$|No ratings/);
      expect(card.price).toMatch(/Free|Tutorial|\$[\d,.]+(per agent )?(once|per month|per year)/);
    }
    await page.context().close();
  });
});
