/**
 * Lighthouse 12.2.3 with its default configuration (mobile: a phone's screen, simulated slow 4G and
 * a 4× slower CPU) on six pages of the product rendered on the server: the public home, a listing,
 * an app's page, the cart signed in (the seeded owner, one app in the cart), the help desk's
 * marketplace home and the agent app's marketplace page. Baseline, audited in the same run the same
 * way: the static HTML page of the same cards (first-view.ts). Medians of LIGHTHOUSE_RUNS rounds (3),
 * each round auditing the static page and then every page, so a slower moment of the machine weighs
 * on all alike. Budgets: performance ≥ 95, accessibility and best practices 100, total blocking time
 * ≤ 200 ms. Each audit starts from empty storage and cache (cookies included, but the cart's
 * session); the last round's reports are written to LIGHTHOUSE_REPORTS (a temporary folder by
 * default). Starts the product on the ports of PORT_*:
 *   npx tsx tests/bench/lighthouse.ts
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { BrowserContext, Cookie } from 'playwright-core';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../packages/domain/src/session-keeping.ts';
import { startMarketplace } from '../../packages/server/src/serve/origins.ts';
import { buildFrontEnds } from '../../tools/steps.mjs';
import { chromiumArgs, chromiumPath } from '../e2e/fixtures/chromium.ts';
import { figure, figureTable, median, type BenchFigure } from './figure.ts';
import { serveStaticListing } from './first-view.ts';

const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const MODULE = 'lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The audits that say where a page's performance went, kept in each figure's method. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'] as const;

interface Audited {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  /** The metrics' display values, e.g. 'LCP 2.1 s'. */
  metrics: string;
  report: Result;
}

interface Target {
  name: string;
  url: string;
  /** Audited with the owner's session (the other pages as a new visitor). */
  signedIn?: boolean;
}

/** Chromium with a debugging port for Lighthouse, its default context the one Playwright drives (cookies, sign-in). */
async function startBrowser(): Promise<{ context: BrowserContext; port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'marketplace-lighthouse-profile-'));
  // viewport null: Lighthouse emulates the phone's screen itself.
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: [...chromiumArgs, '--remote-debugging-port=0'], viewport: null });
  // Port 0: Chromium picks a free one and writes it here.
  const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  return {
    context,
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs the owner in on the cart page the way a person does, and returns the platform's session cookies. */
async function ownerSession(context: BrowserContext, cartUrl: string): Promise<Cookie[]> {
  const page = await context.newPage();
  try {
    await page.goto(cartUrl, { timeout: 60_000 });
    const popup = context.waitForEvent('page', { timeout: 60_000 }).catch(() => null);
    const sameTab = page.waitForURL(/\/accounts\/authorize/, { timeout: 60_000 }).then(
      () => page,
      () => null,
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).first().click({ timeout: 60_000 });
    const accounts = (await Promise.race([popup, sameTab])) ?? (await popup) ?? (await sameTab);
    if (accounts === null) throw new Error('Sign in did not lead to the accounts page');
    await accounts.getByRole('button', { name: /^Owner Olivia Owner/ }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor({ timeout: 60_000 });
    const cookies = (await context.cookies(new URL(cartUrl).origin)).filter((cookie) => cookie.name === SESSION_COOKIE || cookie.name === SIGNED_IN_COOKIE);
    if (cookies.length !== 2) throw new Error('the platform kept no session cookie');
    return cookies;
  } finally {
    for (const open of context.pages()) if (open !== context.pages()[0]) await open.close();
  }
}

async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Puts one paid app the owner has not installed in a new cart of theirs, so the cart page shows an app and its plans. */
async function fillCart(platform: string, token: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const published = (await call(`${platform}/v2/applications/published`)) as { id: string; payment: unknown; installable: boolean; hidden: boolean }[];
  const installed = (await call(`${platform}/v2/applications/installed`, { headers: auth })) as string[];
  const app = published.find((one) => one.payment !== null && one.installable && !one.hidden && !installed.includes(one.id));
  if (!app) throw new Error('the seed has no paid app to put in a cart');
  const cart = (await call(`${platform}/v2/products-carts`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"name":"Lighthouse"}' })) as {
    id: string;
  };
  await call(`${platform}/v2/products-carts/${cart.id}/applications/${app.id}`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
}

/** One Lighthouse run on a page, from empty storage (Lighthouse clears the cache and the page's origin; this clears every origin's cookies too). */
async function audit(context: BrowserContext, port: number, origins: readonly string[], url: string, session: readonly Cookie[]): Promise<Audited> {
  const first = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(first);
  try {
    // The hosts' pages load the platform's: its service worker and storage from an earlier audit would serve them.
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
  if (session.length > 0) await context.addCookies([...session]);
  const result = await lighthouse(url, { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`${url}: Lighthouse gave no result`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    // Lighthouse's own measure of the CPU it ran on: on a shared machine it moves with the load, and the simulated blocking time with it.
    metrics: [
      ...METRICS.map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '?'}`),
      `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
    ].join(', '),
    report: lhr,
  };
}

/** What cost a page its score: the failing audits of its categories with what they weigh or save, from one report. */
export function costs(report: Result): string[] {
  const out: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const found = report.audits[ref.id];
      if (!found || found.score === null || found.score >= 0.9 || found.scoreDisplayMode === 'informative' || found.scoreDisplayMode === 'notApplicable') continue;
      if (ref.weight === 0 && id !== 'performance') continue;
      out.push(`${id}: ${found.title}${found.displayValue ? ` (${found.displayValue})` : ''}${ref.weight > 0 ? `, weight ${ref.weight}` : ''}`);
    }
  }
  return out;
}

export async function figures(): Promise<BenchFigure[]> {
  await buildFrontEnds();
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-lighthouse-'));
  const reports = process.env['LIGHTHOUSE_REPORTS'] ?? mkdtempSync(join(tmpdir(), 'marketplace-lighthouse-reports-'));
  mkdirSync(reports, { recursive: true });
  // The pages as a visitor gets them: rendered on the server.
  const running = await startMarketplace({ dataDir, serverRender: true });
  const platform = new URL(running.urls.publicShell).origin;
  const staticPage = await serveStaticListing(platform, 0);
  const browser = await startBrowser();
  try {
    const published = (await call(`${platform}/v2/applications/published`)) as { slug: string; hidden: boolean }[];
    const app = published.find((one) => !one.hidden);
    if (!app) throw new Error('the seed has no published app');
    const targets: Target[] = [
      { name: 'public home', url: running.urls.publicShell },
      { name: 'listing', url: `${running.urls.publicShell}apps/` },
      { name: "app's page", url: `${running.urls.publicShell}apps/${app.slug}/` },
      { name: 'cart, signed in', url: `${running.urls.publicShell}cart/`, signedIn: true },
      { name: 'help desk home', url: running.urls.helpdesk },
      { name: "agent app's marketplace", url: running.urls.agentApp },
    ];
    const session = await ownerSession(browser.context, `${running.urls.publicShell}cart/`);
    const token = decodeURIComponent(session.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '');
    await fillCart(platform, token);
    // A server just started loads part of its render's code with the first page of a kind (jsdom
    // before the first app description): each page once first, as a server that has been up has served it.
    const cookieHeader = session.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    for (const target of targets) await fetch(target.url, { headers: target.signedIn ? { cookie: cookieHeader } : {} }).then((answer) => answer.arrayBuffer());
    const origins = [...new Set([...Object.values(running.urls).map((url) => new URL(url).origin), new URL(staticPage.url).origin])];

    const baseline: Audited[] = [];
    const audited = new Map<string, Audited[]>(targets.map((target) => [target.name, []]));
    for (let run = 0; run < RUNS; run++) {
      const base = await audit(browser.context, browser.port, origins, staticPage.url, []);
      baseline.push(base);
      if (run === RUNS - 1) writeFileSync(join(reports, 'static-page.json'), JSON.stringify(base.report));
      const line = [`static page ${base.performance} (TBT ${Math.round(base.tbtMs)} ms, benchmark index ${Math.round(base.report.environment.benchmarkIndex)})`];
      for (const target of targets) {
        const one = await audit(browser.context, browser.port, origins, target.url, target.signedIn ? session : []);
        audited.get(target.name)?.push(one);
        if (run === RUNS - 1) writeFileSync(join(reports, `${target.name.replace(/[^a-z]+/gi, '-').replace(/-$/, '')}.json`), JSON.stringify(one.report));
        line.push(
          `${target.name} ${one.performance}/${one.accessibility}/${one.bestPractices} (TBT ${Math.round(one.tbtMs)} ms, benchmark index ${Math.round(one.report.environment.benchmarkIndex)})`,
        );
      }
      process.stderr.write(`lighthouse: round ${run + 1}/${RUNS}: ${line.join(', ')}\n`);
    }
    process.stderr.write(`lighthouse: the last round's reports are in ${reports}\n`);

    const of = (runs: readonly Audited[], key: 'performance' | 'accessibility' | 'bestPractices' | 'tbtMs') => median(runs.map((one) => one[key]));
    const baselineName = 'static HTML page of the same cards';
    const method = `Lighthouse 12.2.3, default (mobile) configuration: simulated slow 4G and CPU 4× slower, cold cache and storage; median of ${RUNS} rounds, each auditing the static page and then every page`;
    const out: BenchFigure[] = [];
    for (const target of targets) {
      const runs = audited.get(target.name) ?? [];
      const last = runs.at(-1);
      const page = `${new URL(target.url).pathname} of ${new URL(target.url).origin}${target.signedIn ? ', signed in as the seeded owner with one app in the cart' : ''}`;
      const lost = last ? costs(last.report) : [];
      const detail = `${method}; ${page}; last round: ${last?.metrics ?? ''}${lost.length > 0 ? `; what cost the score: ${lost.join('; ')}` : ''}`;
      out.push(
        figure({
          module: MODULE,
          name: `Lighthouse performance, ${target.name}`,
          unit: 'points',
          value: of(runs, 'performance'),
          baselineName,
          baseline: of(baseline, 'performance'),
          budget: { atLeast: 95 },
          method: detail,
        }),
        figure({
          module: MODULE,
          name: `Lighthouse total blocking time, ${target.name}`,
          unit: 'ms',
          value: of(runs, 'tbtMs'),
          baselineName,
          baseline: of(baseline, 'tbtMs'),
          budget: { atMost: 200 },
          method: detail,
        }),
        figure({
          module: MODULE,
          name: `Lighthouse accessibility, ${target.name}`,
          unit: 'points',
          value: of(runs, 'accessibility'),
          baselineName,
          baseline: of(baseline, 'accessibility'),
          budget: { atLeast: 100 },
          method: detail,
        }),
        figure({
          module: MODULE,
          name: `Lighthouse best practices, ${target.name}`,
          unit: 'points',
          value: of(runs, 'bestPractices'),
          baselineName,
          baseline: of(baseline, 'bestPractices'),
          budget: { atLeast: 100 },
          method: detail,
        }),
      );
    }
    return out;
  } finally {
    await browser.close();
    await staticPage.close();
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const measured = await figures();
  console.log(figureTable(measured));
  for (const one of measured) if (one.name.startsWith('Lighthouse performance')) console.log(`\n${one.name}: ${one.method}`);
}
