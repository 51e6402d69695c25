/**
 * First view of `/marketplace/apps/` as a new visitor on a slow phone network: real
 * Chromium, CDP throttling of 400 ms latency, 400 kbit/s each way and a 4× slower CPU, a cold
 * browser context per load, medians of FIRST_VIEW_RUNS loads (10 by default). Baseline, measured
 * in the same run under the same throttling: a static HTML page listing the same apps with the
 * same icons, served Brotli-compressed by a plain Node server beside the product. Builds the front ends when they
 * changed and starts the product on a fresh database, on the contract's fixed ports, so run it in
 * a private network namespace:
 *   unshare -n bash -c 'ip link set lo up; node_modules/.bin/tsx tests/bench/first-view.ts'
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { buildFrontEnds } from '../../tools/steps.mjs';
import { escapeHtml } from '../../packages/server/src/http/escape-html.ts';
import { startMarketplace } from '../../packages/server/src/serve/origins.ts';
import { startChromium } from '../e2e/fixtures/chromium.ts';
import { figure, type BenchFigure } from './figure.ts';

const RUNS = Number(process.env['FIRST_VIEW_RUNS'] ?? 10);
const BASELINE_PORT = 4010;
const CARD = '[data-testid="app-card"]';
/** Slow 4G: 400 ms round trip, 400 kbit/s down and up. */
export const network = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
export const CPU_SLOWDOWN = 4;

/** What one cold load measured, in milliseconds from navigation start (bytes as sent on the wire). */
export interface LoadFigures {
  firstCardMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** Requests finished before the first card appeared. */
  requestsBeforeCard: number;
  /** Requests finished before the first card was live (React's: hydrated or rendered by it). */
  requestsBeforeLive: number;
  /** Bytes received before the first card appeared, and of them JavaScript. */
  bytesBeforeCard: number;
  /** JavaScript bytes received before the first card was live. */
  jsBytesBeforeLive: number;
}

/** What one cold load measured, and the scripts it needed until its first card was live (for their gzip sizes). */
interface ColdLoad {
  figures: LoadFigures;
  /** The scripts finished before the first card was live: the JS the first catalogue view needs. */
  scriptsBeforeLive: string[];
}

export interface FirstViewFigures {
  page: string;
  runs: number;
  median: LoadFigures;
  baseline: LoadFigures;
  ratios: { firstCard: number; lcp: number; fcp: number };
  /** Gzip bytes of the JS each variant needed until its first catalogue card was live (one cold load each). */
  gzipJs: { publicShell: number; agentApp: number; helpdesk: number };
  /** On-demand code (ON_DEMAND) the public catalogue loaded until its first card was live. */
  onDemandBeforeCard: string[];
}

/** Records first card, paints and layout shifts inside the page, from navigation start. */
const observerScript = `(() => {
  const marks = { firstCard: -1, live: -1, lcp: -1, fcp: -1, cls: 0 };
  window.__firstView = marks;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.lcp = e.renderTime || e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) marks.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  // The cards the visitor keeps: a card that goes away again before the page is live (a host that
  // replaced the server's first view) does not count, and the clock waits for the cards that stay.
  const check = () => {
    const shown = document.querySelector('${CARD}') !== null;
    if (marks.firstCard < 0 && shown) marks.firstCard = performance.now();
    else if (marks.firstCard >= 0 && !shown && marks.live < 0) marks.firstCard = -1;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', check);
  // Live: React owns the first card (rendered by it, or the server's card hydrated), so it answers clicks.
  const live = setInterval(() => {
    const card = document.querySelector('${CARD}');
    if (card && Object.keys(card).some((key) => key.startsWith('__reactFiber$'))) { marks.live = performance.now(); clearInterval(live); }
  }, 20);
})();`;

export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** The first card's marks of whichever frame shows one (the agent app shows the marketplace in a frame), on the wall clock. */
async function cardMarks(page: Page, needsLive: boolean): Promise<{ firstCardWall: number; liveWall: number; firstCard: number; lcp: number; fcp: number; cls: number } | null> {
  for (const frame of page.frames()) {
    const marks = await frame
      .evaluate((needsLive) => {
        const found = (window as unknown as { __firstView?: { firstCard: number; live: number; lcp: number; fcp: number; cls: number } }).__firstView;
        if (!found || found.firstCard < 0 || (needsLive && found.live < 0)) return null;
        const firstCardWall = performance.timeOrigin + found.firstCard;
        return { ...found, firstCardWall, liveWall: needsLive ? performance.timeOrigin + found.live : firstCardWall };
      }, needsLive)
      .catch(() => null);
    if (marks) return marks;
  }
  return null;
}

/** `needsLive`: wait for the card to be React's too (false for the static page, which has no script). */
export async function coldLoad(browser: Browser, url: string, needsLive = true): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // Every frame: the agent app's card is inside its frame (same site, so the same CDP session sees its requests).
    await page.addInitScript(observerScript);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    // Finish times on the wall clock (ms), which the frames' performance.timeOrigin also uses.
    const finished: { at: number; bytes: number; js: boolean; url: string }[] = [];
    const requests = new Map<string, { type: string; url: string }>();
    let wallOffset = Number.NaN;
    let documentRequestedAt = Number.NaN;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (Number.isNaN(wallOffset)) wallOffset = event.wallTime - event.timestamp;
      if (Number.isNaN(documentRequestedAt) && event.type === 'Document') documentRequestedAt = (event.timestamp + wallOffset) * 1000;
      requests.set(event.requestId, { type: event.type ?? '', url: event.request.url });
    });
    cdp.on('Network.responseReceived', (event) => requests.set(event.requestId, { type: event.type, url: event.response.url }));
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      finished.push({ at: (event.timestamp + wallOffset) * 1000, bytes: event.encodedDataLength, js: request?.type === 'Script', url: request?.url ?? '' });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
    await waitForCard(page, needsLive);
    // LCP settles after the last large paint: give it a moment before reading.
    await page.waitForTimeout(1500);
    const marks = await cardMarks(page, needsLive);
    if (!marks) throw new Error(`${url}: the first card went away`);
    const before = finished.filter((entry) => entry.at <= marks.firstCardWall);
    const beforeLive = finished.filter((entry) => entry.at <= marks.liveWall);
    // The top document's clock starts at its request; a framed card is counted on the same clock.
    const firstCardMs = marks.firstCardWall - documentRequestedAt;
    return {
      figures: {
        firstCardMs,
        lcpMs: marks.lcp,
        fcpMs: marks.fcp,
        cls: marks.cls,
        requestsBeforeCard: before.length,
        requestsBeforeLive: beforeLive.length,
        bytesBeforeCard: before.reduce((sum, entry) => sum + entry.bytes, 0),
        jsBytesBeforeLive: beforeLive.filter((entry) => entry.js).reduce((sum, entry) => sum + entry.bytes, 0),
      },
      scriptsBeforeLive: beforeLive.filter((entry) => entry.js).map((entry) => entry.url),
    };
  } finally {
    await context.close();
  }
}

async function waitForCard(page: Page, needsLive: boolean): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (await cardMarks(page, needsLive)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${page.url()}: no app card within 180 s`);
}

/** Gzip (level 9) sizes of scripts, in bytes: the unit of the first view's budget whatever encoding the server chose. */
async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/** Code the catalogue's first view must not load: detail, cart, checkout, DOMPurify, the bridge's penpal. */
const ON_DEMAND = /\/(AppDetail|Cart|Checkout|purify|penpal|FramedShell)[^/]*\.js$/i;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function medians(loads: readonly LoadFigures[]): LoadFigures {
  const keys = Object.keys(loads[0] ?? {}) as (keyof LoadFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(loads.map((load) => load[key]))])) as unknown as LoadFigures;
}

/** The baseline: the same apps' cards (icon, name, short description) as plain HTML. */
export function staticListing(apps: readonly { name: string; icon: string; shortDescription: string; slug: string }[]): string {
  const cards = apps
    .map(
      (app) =>
        `<li><a data-testid="app-card" href="/marketplace/apps/${encodeURIComponent(app.slug)}/"><img src="${escapeHtml(app.icon)}" alt="" width="56" height="56" /><h3>${escapeHtml(app.name)}</h3><p>${escapeHtml(app.shortDescription)}</p></a></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>All apps</title>
<style>ul{list-style:none;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px;padding:0}a{display:block;padding:16px;border:1px solid #ddd;border-radius:8px;color:inherit;text-decoration:none}</style></head>
<body style="margin:0;font-family:system-ui,sans-serif"><main style="max-width:1376px;margin:0 auto;padding:24px"><h1>All apps</h1><ul>${cards}</ul></main></body></html>`;
}

/**
 * The baseline's server: the static listing of every published app of the platform, Brotli-compressed,
 * from a bare Node server on `port` (0: one the system picks). Resolves once it listens.
 */
export async function serveStaticListing(platformOrigin: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const response = await fetch(`${platformOrigin}/v2/applications/published`);
  const apps = (await response.json()) as { name: string; icon: string; shortDescription: string; slug: string }[];
  const body = brotliCompressSync(staticListing(apps));
  const server = createServer((_request, answer) => {
    answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    answer.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  return { url: `http://localhost:${listening}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function measureFirstView(): Promise<FirstViewFigures> {
  await buildFrontEnds();
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-first-view-'));
  // The public pages as a visitor gets them: rendered on the server.
  const running = await startMarketplace({ dataDir, serverRender: true });
  let baselineServer: { url: string; close: () => Promise<void> } | undefined;
  try {
    baselineServer = await serveStaticListing(new URL(running.urls.publicShell).origin, BASELINE_PORT);
    const baselineUrl = baselineServer.url;

    const page = `${running.urls.publicShell}apps/`;
    const browser = await startChromium();
    try {
      const loads: LoadFigures[] = [];
      const baselines: LoadFigures[] = [];
      const scripts = new Set<string>();
      for (let run = 0; run < RUNS; run++) {
        // Interleaved, so a slower moment of the machine weighs on both sides alike.
        baselines.push((await coldLoad(browser, baselineUrl, false)).figures);
        const load = await coldLoad(browser, page);
        loads.push(load.figures);
        if (run === 0) for (const url of load.scriptsBeforeLive) scripts.add(url);
        process.stderr.write(
          `first view: load ${run + 1}/${RUNS}: card ${Math.round(loads.at(-1)?.firstCardMs ?? 0)} ms, baseline ${Math.round(baselines.at(-1)?.firstCardMs ?? 0)} ms\n`,
        );
      }
      const median = medians(loads);
      const baseline = medians(baselines);
      // The same catalogue in the other two variants, under the same throttling.
      const agentApp = await coldLoad(browser, `${running.urls.agentApp}apps/`);
      const helpdesk = await coldLoad(browser, `${running.urls.helpdesk}apps/`);
      return {
        gzipJs: { publicShell: await gzipBytes([...scripts]), agentApp: await gzipBytes(agentApp.scriptsBeforeLive), helpdesk: await gzipBytes(helpdesk.scriptsBeforeLive) },
        onDemandBeforeCard: [...scripts].filter((url) => ON_DEMAND.test(url)),
        page: '/marketplace/apps/',
        runs: RUNS,
        median,
        baseline,
        ratios: { firstCard: median.firstCardMs / baseline.firstCardMs, lcp: median.lcpMs / baseline.lcpMs, fcp: median.fcpMs / baseline.fcpMs },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await baselineServer?.close();
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const MODULE = 'first-view';

/** The figures of `npm run bench`: the first view's budgets, each beside the static page of the same run. */
export async function figures(): Promise<BenchFigure[]> {
  const measured = await measureFirstView();
  const { median, baseline, gzipJs } = measured;
  const method = `/marketplace/apps/ rendered on the server, medians of ${measured.runs} cold loads each (interleaved), Chromium with 400 ms latency, 400 kbit/s, CPU ${CPU_SLOWDOWN}× slower`;
  const baselineName = 'static HTML page of the same apps';
  return [
    figure({
      module: MODULE,
      name: 'first view: first app card',
      unit: 'ms',
      value: median.firstCardMs,
      baselineName,
      baseline: baseline.firstCardMs,
      budget: { ratioAtMost: 2 },
      method,
    }),
    figure({ module: MODULE, name: 'first view: LCP', unit: 'ms', value: median.lcpMs, baselineName, baseline: baseline.lcpMs, budget: { ratioAtMost: 2 }, method }),
    figure({ module: MODULE, name: 'first view: FCP', unit: 'ms', value: median.fcpMs, baselineName, baseline: baseline.fcpMs, budget: { ratioAtMost: 1.5 }, method }),
    figure({
      module: MODULE,
      name: 'first view: JS until the first card is live, gzip',
      unit: 'KiB',
      value: gzipJs.publicShell / 1024,
      baselineName,
      baseline: 0,
      budget: { atMost: 200 },
      method: `${method}; the scripts of the first load, each gzipped at level 9`,
    }),
    figure({
      module: MODULE,
      name: 'first view: JS until the first card is live, on the wire',
      unit: 'KiB',
      value: median.jsBytesBeforeLive / 1024,
      baselineName,
      baseline: baseline.jsBytesBeforeLive / 1024,
      budget: { atMost: 200 },
      method: `${method}; as sent (Brotli)`,
    }),
    figure({
      module: MODULE,
      name: 'first view: agent app JS until its first card is live, gzip',
      unit: 'KiB',
      value: gzipJs.agentApp / 1024,
      baselineName: 'public shell, same measure',
      baseline: gzipJs.publicShell / 1024,
      budget: { ratioAtMost: 1.3 },
      method: `/apps/marketplace/apps/ of the agent app (the framed marketplace), one cold load under the same throttling; host and frame scripts`,
    }),
    figure({
      module: MODULE,
      name: 'first view: help desk JS until its first card is live, gzip',
      unit: 'KiB',
      value: gzipJs.helpdesk / 1024,
      baselineName: 'public shell, same measure',
      baseline: gzipJs.publicShell / 1024,
      budget: { ratioAtMost: 1.3 },
      method: `/marketplace/apps/ of the help desk (./mount inline), one cold load under the same throttling`,
    }),
    figure({
      module: MODULE,
      name: 'first view: detail, cart, checkout, DOMPurify or penpal files until the first card is live',
      unit: 'files',
      value: measured.onDemandBeforeCard.length,
      baselineName,
      baseline: 0,
      budget: { atMost: 0 },
      method: `${method}; script names matching ${ON_DEMAND.source}${measured.onDemandBeforeCard.length > 0 ? `: ${measured.onDemandBeforeCard.join(', ')}` : ''}`,
    }),
    figure({
      module: MODULE,
      name: 'first view: requests before the first card',
      unit: 'requests',
      value: median.requestsBeforeCard,
      baselineName,
      baseline: baseline.requestsBeforeCard,
      budget: { atMost: 12 },
      method,
    }),
    figure({
      module: MODULE,
      name: 'first view: requests until the first card is live',
      unit: 'requests',
      value: median.requestsBeforeLive,
      baselineName,
      baseline: baseline.requestsBeforeLive,
      // Module federation loads one file per shared module, and users feel the time, not the count:
      // Lighthouse's performance and blocking time (lighthouse.ts) judge the load instead.
      budget: { info: true },
      method: `${method}; live: React owns the card (hydrated, or rendered in the browser)`,
    }),
    figure({ module: MODULE, name: 'first view: CLS', unit: '', value: median.cls, baselineName, baseline: baseline.cls, budget: { atMost: 0.05 }, method }),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureFirstView();
  console.log(JSON.stringify(figures, null, 2));
}
