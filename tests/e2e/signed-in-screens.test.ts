/**
 * The screens beyond the catalogue as a signed-in user: developers, a developer's page, services,
 * partners, an expert profile and the comparison, each reached signed in as the owner, still signed
 * in on arrival, showing its content, with no WCAG 2.x A/AA violations. The visitor's side, the
 * forms and the messages are in each screen's own suite.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { urls, origins, loadPage, signedInPage, demoAccount, wcagViolations, publishedApps, type PublishedApp } from './fixtures/index.ts';

interface Developer {
  id: string;
  slug: string;
  name: string;
}
interface Expert {
  slug: string;
  name: string;
}

let developers: Developer[];
let experts: Expert[];
let published: PublishedApp[];
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  const read = async <T>(path: string) => (await (await fetch(`${origins.platform}${path}`)).json()) as T;
  [developers, experts, published] = await Promise.all([read<Developer[]>('/v2/developers'), read<Expert[]>('/v2/partners/experts_marketplace'), publishedApps()]);
});

/** Opens `path` in the signed-in page, waits for `ready`, checks the session held and runs axe. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await loadPage(page, `${urls.publicShell}${path}`);
  await ready(page);
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor(WAIT);
  expect(await page.getByRole('link', { name: 'My reviews' }).count(), path).toBeGreaterThan(0);
  const violations = await wcagViolations(page);
  expect(violations, `${path}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

describe('a signed-in owner', () => {
  it('browses developers, services, partners and the comparison', async () => {
    const developer = developers[0];
    const expert = experts[0];
    const [a, b] = published.filter((app) => !app.hidden && app.customProps.isService !== 'true');
    if (!developer || !expert || !a || !b) throw new Error('the seed lacks a developer, an expert or two apps');
    const page = await signedInPage(`${urls.publicShell}developers/`, demoAccount.owner);
    await visit(page, 'developers/', async (p) => {
      await p.getByRole('list', { name: 'Developers', exact: true }).waitFor(WAIT);
      await expect.poll(() => p.getByTestId('developer-card').count(), WAIT).toBe(developers.length);
    });
    await visit(page, `developers/${developer.slug}/`, (p) => p.getByRole('heading', { level: 1, name: developer.name }).waitFor(WAIT));
    await visit(page, 'services/', (p) => p.getByText(/^\d+ services?$/).waitFor(WAIT));
    await visit(page, 'partners/', async (p) => {
      await p.getByRole('list', { name: 'Partners', exact: true }).waitFor(WAIT);
      await expect.poll(() => p.getByTestId('expert-card').count(), WAIT).toBe(experts.length);
    });
    await visit(page, `partners/expert/${expert.slug}/`, (p) => p.getByRole('heading', { level: 1, name: expert.name }).waitFor(WAIT));
    await visit(page, `compare/?apps=${a.slug},${b.slug}`, async (p) => {
      await expect.poll(() => p.getByTestId('comparison').locator('thead th a').allTextContents(), WAIT).toEqual([a.name, b.name]);
    });
  }, 240_000);
});
