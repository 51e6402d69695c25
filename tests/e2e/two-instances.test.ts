/**
 * Two instances side by side on one machine, from the same build: the suite's
 * product on the default ports, and a second one started here on ports 1,000 above the run's with its own data
 * directory, configured at start as PORT_* and *_ORIGIN would configure it. Each instance's public
 * site, agent app and help desk (and the remote's own preview page) load their own remote and ask
 * nothing of the other instance, and signing in on the second instance returns to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseRuntimeConfig, type RuntimeConfig } from '../../packages/domain/src/runtime-config.ts';
import { startMarketplace, type RunningMarketplace } from '../../packages/server/src/serve/origins.ts';
import { newContext, signIn } from './fixtures/index.ts';
import { loadPage } from './fixtures/index.ts';
import { environmentBeside } from './fixtures/instance-beside.ts';

/** What the environment of a second instance says (README: other ports, two instances side by side). */
const secondEnvironment = environmentBeside(1_000);
const secondPorts = `ports ${secondEnvironment['PORT_PLATFORM']}–${secondEnvironment['PORT_TEXT']}`;

interface Instance {
  name: string;
  config: RuntimeConfig;
  urls: RunningMarketplace['urls'];
}

let second: RunningMarketplace;
let dataDir: string;
const instances: Instance[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketplace-second-'));
  const config = parseRuntimeConfig(secondEnvironment);
  second = await startMarketplace({ dataDir, config });
  // The run's own instance, on the ports of its PORT_* (the defaults when unset).
  instances.push({ name: 'the run’s ports', config: parseRuntimeConfig(process.env), urls: inject('urls') }, { name: secondPorts, config, urls: second.urls });
}, 300_000);
afterAll(async () => {
  await second?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const originsOf = (config: RuntimeConfig): string[] => Object.values(config.origins);

/** A fresh page that records the origin of every request any of its frames makes. */
async function watchedPage(): Promise<{ page: Page; requested: Set<string> }> {
  const page = await (await newContext()).newPage();
  const requested = new Set<string>();
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) requested.add(`${url.protocol}//${url.host}`);
  });
  return { page, requested };
}

const other = (instance: Instance): Instance => instances.find((candidate) => candidate !== instance) as Instance;

describe('each instance loads its own remote and asks nothing of the other', () => {
  const screens = [
    {
      name: 'public site',
      url: (instance: Instance) => `${instance.urls.publicShell}apps/`,
      cards: (page: Page) => page.getByTestId('app-card'),
    },
    {
      name: 'agent app',
      url: (instance: Instance) => `${instance.urls.agentApp}apps/`,
      cards: (page: Page) => page.frameLocator('iframe[title="Marketplace"]').getByTestId('app-card'),
    },
    {
      name: 'help desk',
      url: (instance: Instance) => `${instance.urls.helpdesk}apps/`,
      cards: (page: Page) => page.getByTestId('app-card'),
    },
    {
      name: "remote's preview page",
      url: (instance: Instance) => `${instance.config.origins.remote}/`,
      cards: (page: Page) => page.getByTestId('app-card'),
    },
  ];
  for (const index of [0, 1]) {
    for (const screen of screens) {
      it(`instance ${index + 1}: the ${screen.name} shows apps from its own remote`, async () => {
        const instance = instances[index] as Instance;
        const { page, requested } = await watchedPage();
        await loadPage(page, screen.url(instance));
        await screen.cards(page).first().waitFor({ timeout: 30_000 });
        // Icons are drawn too: their addresses are the instance's own platform's.
        const icon = screen.cards(page).first().locator('img').first();
        await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
        expect(requested).toContain(instance.config.origins.remote);
        expect([...requested].filter((origin) => originsOf(other(instance).config).includes(origin))).toEqual([]);
      });
    }
  }
});

describe('signing in on the second instance returns to the second instance', () => {
  it('the public site: the accounts page of the second instance accepts the return to its own origin', async () => {
    const instance = instances[1] as Instance;
    const { page, requested } = await watchedPage();
    await loadPage(page, `${instance.urls.publicShell}apps/`);
    await signIn(page, /^Owner Olivia Owner/);
    expect(new URL(page.url()).origin).toBe(instance.config.origins.platform);
    expect([...requested].filter((origin) => originsOf(other(instance).config).includes(origin))).toEqual([]);
  });

  it('the agent app: its own sign-in comes back to its own agent app and reaches the frame', async () => {
    const instance = instances[1] as Instance;
    const { page, requested } = await watchedPage();
    await loadPage(page, `${instance.urls.agentApp}apps/`);
    await signIn(page, /^Owner Olivia Owner/);
    await page.frameLocator('iframe[title="Marketplace"]').getByRole('link', { name: 'My apps' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(instance.config.origins.agentApp);
    expect([...requested].filter((origin) => originsOf(other(instance).config).includes(origin))).toEqual([]);
  });
});
