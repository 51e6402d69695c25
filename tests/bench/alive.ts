/**
 * Alive from the first paint, in every host, as a new visitor on a slow phone (slow 4G: 400 ms,
 * 400 kbit/s; CPU 4× slower via CDP; cold cache; medians of ALIVE_RUNS, 3 by default):
 *
 * - early clicks: 'Sign in' on the listing, 'Sign in to buy' on a paid app's page and a change of
 *   the sort, each made the moment the control is painted (before the page is live), timed from
 *   the click to its effect painted (the accounts page's account buttons, the sorted listing's
 *   first card). Baseline: a static HTML page with a plain link to the same address, clicked the
 *   same way, in the same run.
 * - every host's first card: the agent app's framed marketplace, the help desk's and the text
 *   product's inline one, against the public site's, loads interleaved; with their CLS.
 *
 * Builds the front ends when they changed and starts the product on the contract's fixed ports, so
 * run it in a private network namespace:
 *   unshare -rn bash -c 'ip link set lo up; BENCH_ONLY=alive npm run bench'
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildFrontEnds } from '../../tools/steps.mjs';
import { startMarketplace } from '../../packages/server/src/serve/origins.ts';
import { startChromium } from '../e2e/fixtures/chromium.ts';
import { figure, figureTable, type BenchFigure } from './figure.ts';
import { coldLoad, CPU_SLOWDOWN, median, throttle } from './first-view.ts';

const RUNS = Number(process.env['ALIVE_RUNS'] ?? 3);
const BASELINE_PORT = 4011;
const MODULE = 'alive';
const CARD = '[data-testid="app-card"]';

/** A control of a server-rendered page, and what shows once its click took effect. */
interface EarlyControl {
  name: string;
  page: string;
  /** The control, as a CSS selector. */
  selector: string;
  /** A select's new value (the control is changed, not clicked). */
  choose?: string;
  /** Where it leads: the baseline's link goes there. */
  target: string;
  /** Resolves once its effect is painted. */
  effect: (page: Page) => Promise<unknown>;
}

/**
 * Acts on the control in the frame after the one that first showed it (the moment it is painted),
 * from inside the page, so the wait for it is no test runner's polling; reports when, and whether
 * the page was live then.
 */
const clickWhenPaintedScript = (url: string, selector: string, choose: string | undefined) => `(() => {
  // The page it leads to is left alone.
  if (window !== window.top || location.href !== ${JSON.stringify(url)}) return;
  const act = () => {
    const control = document.querySelector(${JSON.stringify(selector)});
    if (!control) return false;
    requestAnimationFrame(() => setTimeout(() => {
      const live = document.getElementById('root')?.hasAttribute('data-hydrated') === true;
      window.__clicked(Date.now(), live);
      ${choose === undefined ? 'control.click();' : `control.value = ${JSON.stringify(choose)}; control.dispatchEvent(new Event('input', { bubbles: true })); control.dispatchEvent(new Event('change', { bubbles: true }));`}
    }, 0));
    return true;
  };
  const watch = new MutationObserver(() => { if (act()) watch.disconnect(); });
  watch.observe(document, { childList: true, subtree: true });
})();`;

/** Milliseconds from the click on a control painted a moment ago to its effect painted. */
async function earlyClick(
  browser: Browser,
  url: string,
  selector: string,
  choose: string | undefined,
  effect: (page: Page) => Promise<unknown>,
): Promise<{ ms: number; live: boolean }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    let clicked: { at: number; live: boolean } | null = null;
    // Only the first page's act counts: the page it leads to runs the script again.
    await page.exposeFunction('__clicked', (at: number, live: boolean) => {
      clicked ??= { at, live };
    });
    await page.addInitScript(clickWhenPaintedScript(url, selector, choose));
    await throttle(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
    await effect(page);
    const done = Date.now();
    const click = clicked as { at: number; live: boolean } | null;
    if (!click) throw new Error(`${url}: ${selector} was never clicked`);
    return { ms: done - click.at, live: click.live };
  } finally {
    await context.close();
  }
}

/** The baseline: a static page whose one link goes where the control does. */
const linkPage = (target: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Link</title></head><body><main><h1>Apps</h1><p><a href="${target.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Go</a></p></main></body></html>`;

export async function figures(): Promise<BenchFigure[]> {
  await buildFrontEnds();
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-alive-'));
  const running = await startMarketplace({ dataDir, serverRender: true });
  let baselineBody = '';
  const baselineServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(baselineBody);
  });
  await new Promise<void>((resolve) => baselineServer.listen(BASELINE_PORT, 'localhost', resolve));
  const browser = await startChromium();
  try {
    const platform = new URL(running.urls.publicShell).origin;
    const published = (await (await fetch(`${platform}/v2/applications/published`)).json()) as { slug: string; payment: unknown; installable: boolean; hidden: boolean }[];
    const paid = published.find((app) => app.payment !== null && app.installable && !app.hidden);
    if (!paid) throw new Error('The seed has no paid app');
    // The accounts page: in the same tab (a redirect), or in a popup when the page was live already.
    const accountsPage = (page: Page) => {
      const account = (on: Page) => on.getByRole('button', { name: /^Owner Olivia Owner/ }).waitFor({ timeout: 60_000 });
      const popup = page
        .context()
        .waitForEvent('page', { timeout: 60_000 })
        .then(account, () => new Promise<never>(() => undefined));
      return Promise.race([account(page), popup]);
    };
    const signInTarget = `${platform}/accounts/authorize?response_type=token&client_id=marketplace&redirect_uri=${encodeURIComponent(`${running.urls.publicShell}apps/`)}`;
    const controls: EarlyControl[] = [
      {
        name: "'Sign in' (the listing's header)",
        page: `${running.urls.publicShell}apps/`,
        selector: 'header a[data-early-sign-in]',
        target: signInTarget,
        effect: accountsPage,
      },
      {
        name: "'Sign in to buy' (a paid app's page)",
        page: `${running.urls.publicShell}apps/${paid.slug}/`,
        selector: '[data-testid="app-actions"] a[data-early-sign-in]',
        target: signInTarget,
        effect: accountsPage,
      },
      {
        name: 'a sort change (the listing)',
        page: `${running.urls.publicShell}apps/`,
        selector: 'select[data-early-param="sortBy"]',
        choose: 'alphabetical',
        target: `${running.urls.publicShell}apps/?sortBy=alphabetical`,
        // The sorted page's first card: once the address says so, the cards are the new page's.
        effect: async (page) => {
          await page.waitForURL(/sortBy=alphabetical/, { waitUntil: 'commit', timeout: 60_000 });
          await page.locator(CARD).first().waitFor({ timeout: 60_000 });
        },
      },
    ];

    const out: BenchFigure[] = [];
    for (const control of controls) {
      const subject: number[] = [];
      const baseline: number[] = [];
      let lateClicks = 0;
      for (let run = 0; run < RUNS; run++) {
        baselineBody = linkPage(control.target);
        const base = await earlyClick(browser, `http://localhost:${BASELINE_PORT}/`, 'main a', undefined, control.effect);
        baseline.push(base.ms);
        const measured = await earlyClick(browser, control.page, control.selector, control.choose, control.effect);
        subject.push(measured.ms);
        if (measured.live) lateClicks += 1;
        process.stderr.write(`alive: ${control.name} ${run + 1}/${RUNS}: ${measured.ms} ms (static link ${base.ms} ms)${measured.live ? ' — the page was live already' : ''}\n`);
      }
      out.push(
        figure({
          module: MODULE,
          name: `early click: ${control.name}, click → effect painted`,
          unit: 'ms',
          value: median(subject),
          baselineName: 'static page, plain link to the same address',
          baseline: median(baseline),
          budget: { atMost: 2000 },
          method: `clicked the moment it is painted, before hydration (${RUNS - lateClicks} of ${RUNS} clicks); slow 4G (400 ms, 400 kbit/s), CPU ${CPU_SLOWDOWN}× slower, cold cache, median of ${RUNS}`,
        }),
      );
    }

    // Every host's first card, interleaved with the public site's.
    const hosts = {
      public: `${running.urls.publicShell}apps/`,
      agentApp: `${running.urls.agentApp}apps/`,
      helpdesk: `${running.urls.helpdesk}apps/`,
      text: `${running.urls.text}apps/`,
    };
    const cards: Record<keyof typeof hosts, number[]> = { public: [], agentApp: [], helpdesk: [], text: [] };
    const shifts: Record<keyof typeof hosts, number[]> = { public: [], agentApp: [], helpdesk: [], text: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const [name, url] of Object.entries(hosts) as [keyof typeof hosts, string][]) {
        const load = await coldLoad(browser, url, false);
        cards[name].push(load.figures.firstCardMs);
        shifts[name].push(load.figures.cls);
      }
      process.stderr.write(
        `alive: hosts ${run + 1}/${RUNS}: ${Object.entries(cards)
          .map(([name, each]) => `${name} ${Math.round(each.at(-1) ?? 0)} ms`)
          .join(', ')}\n`,
      );
    }
    const method = `first app card from the top document's request, cold cache, slow 4G (400 ms, 400 kbit/s), CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} loads interleaved with the public site's`;
    const hostNames = { agentApp: "agent app's framed marketplace", helpdesk: "help desk's inline marketplace", text: "text product's inline marketplace" } as const;
    for (const [key, label] of Object.entries(hostNames) as [keyof typeof hostNames, string][]) {
      out.push(
        figure({
          module: MODULE,
          name: `${label}: first app card`,
          unit: 'ms',
          value: median(cards[key]),
          baselineName: 'public site, same run',
          baseline: median(cards.public),
          budget: { ratioAtMost: 1.5 },
          method,
        }),
        // CLS 0 is a promise about every load: the largest of the runs, not their median.
        figure({
          module: MODULE,
          name: `${label}: CLS, largest of the loads`,
          unit: '',
          value: Math.max(...shifts[key]),
          baselineName: 'public site, same run',
          baseline: Math.max(...shifts.public),
          budget: { atMost: 0 },
          method: method.replace(/median of (\d+) loads/, 'largest of $1 loads'),
        }),
      );
    }
    return out;
  } finally {
    await browser.close();
    await new Promise((resolve) => baselineServer.close(resolve));
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(figureTable(await figures()));
