/**
 * The foundation, as a person sees it: each host loads the remote at run time and shows real
 * seeded apps inside its own chrome — inline on the public site and in the help desk, framed
 * across origins in the agent app — and says so plainly when the remote cannot be loaded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { listApps } from '../../packages/domain/src/listing.ts';
import { urls, origins, newContext, loadPage } from './fixtures/index.ts';

let published: App[];

beforeAll(async () => {
  const response = await fetch(`${origins.platform}/v2/applications/published`);
  published = (await response.json()) as App[];
});

async function newPage(): Promise<Page> {
  const context = await newContext();
  return context.newPage();
}

/** Names of the apps All apps lists for a product, by the domain's listing rules. */
function namesFor(product: 'livechat' | 'helpdesk'): string[] {
  return listApps(published, {}, { product, kind: 'apps' }).map((app) => app.name);
}

describe('the remote is loaded at run time from its own origin', () => {
  it('serves remoteEntry.js from :4001 with CORS for the hosts', async () => {
    const response = await fetch(urls.remote, { headers: { origin: origins.helpdesk } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origins.helpdesk);
    expect(await response.text()).toContain('marketplace');
  });
});

describe('public shell: the marketplace inline at :4000/marketplace/', () => {
  it('shows the host chrome and the seeded apps with their icons', async () => {
    const page = await newPage();
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(origins.remote)) remoteRequests.push(request.url());
    });
    await loadPage(page, `${urls.publicShell}apps/`);
    await page.getByRole('navigation', { name: 'Site' }).waitFor({ timeout: 20_000 });
    const first = namesFor('livechat')[0] ?? '';
    await page.getByText(first, { exact: true }).first().waitFor();
    const cards = page.getByTestId('app-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);
    const icon = cards.first().locator('img');
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    expect(remoteRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });

  it('says the marketplace is unavailable when the remote cannot be loaded, and recovers on Retry', async () => {
    const page = await newPage();
    await page.route(`${origins.remote}/**`, (route) => route.abort());
    await loadPage(page, urls.publicShell);
    await page.getByText('The marketplace is unavailable right now').waitFor();
    await page.unroute(`${origins.remote}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('app-card').first().waitFor();
  });
});

describe('help desk: the marketplace inline at :4003 with product helpdesk', () => {
  it('shows the host chrome and help-desk apps through ./mount', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.helpdesk}apps/`);
    await page.getByRole('navigation', { name: 'HelpDesk' }).waitFor({ timeout: 20_000 });
    const helpdeskApp = namesFor('helpdesk')[0];
    expect(helpdeskApp).toBeDefined();
    await page
      .getByText(helpdeskApp ?? '', { exact: true })
      .first()
      .waitFor();
  });

  it('says the marketplace is unavailable when the remote cannot be loaded, and recovers on Retry', async () => {
    const page = await newPage();
    await page.route(`${origins.remote}/**`, (route) => route.abort());
    await loadPage(page, urls.helpdesk);
    await page.getByText('The marketplace is unavailable right now').waitFor();
    await page.unroute(`${origins.remote}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('app-card').first().waitFor();
  });
});

describe('chat agent app: the framed marketplace at :4002/apps/marketplace/', () => {
  it('embeds the public shell of :4000 in an iframe, across origins, with the seeded apps', async () => {
    const page = await newPage();
    await loadPage(page, `${urls.agentApp}apps/`);
    await page.getByRole('navigation', { name: 'Agent app' }).waitFor({ timeout: 20_000 });
    const frameElement = page.locator('iframe[title="Marketplace"]');
    expect(new URL((await frameElement.getAttribute('src')) ?? '').origin).toBe(origins.platform);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame
      .getByText(namesFor('livechat')[0] ?? '', { exact: true })
      .first()
      .waitFor();
    // The framed page has no public chrome of its own: the agent app's chrome is the host.
    await expect.poll(() => frame.getByRole('navigation', { name: 'Site' }).count()).toBe(0);
  });

  it('shows the unavailable state inside the frame when the remote cannot be loaded', async () => {
    const page = await newPage();
    await page.route(`${origins.remote}/**`, (route) => route.abort());
    await loadPage(page, urls.agentApp);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    await frame.getByText('The marketplace is unavailable right now').waitFor();
    await expect.poll(() => frame.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    // The host's own chrome stays usable.
    await expect.poll(() => page.getByRole('navigation', { name: 'Agent app' }).isVisible()).toBe(true);
  });

  it('keeps the host address in step with the marketplace route (spec 2 path mapping)', async () => {
    const page = await newPage();
    await loadPage(page, urls.agentApp);
    const frame = page.frameLocator('iframe[title="Marketplace"]');
    const card = frame.getByTestId('app-card').first();
    await card.waitFor();
    const href = (await card.getAttribute('href')) ?? '';
    await card.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/apps${href}`);
  });
});
