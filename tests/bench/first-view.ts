/**
 * First view of `/marketplace/apps/` as a new visitor on a slow phone network (issue 15): real
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
import { brotliCompressSync } from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';
import { buildFrontEnds } from '../../packages/server/bin/steps.mjs';
import { escapeHtml } from '../../packages/server/src/serve/page-metadata.ts';
import { startMarketplace } from '../../packages/server/src/serve/origins.ts';
import { launchChromium } from '../e2e/browser.ts';
import { figure, type BenchFigure } from './figure.ts';

const RUNS = Number(process.env['FIRST_VIEW_RUNS'] ?? 10);
const BASELINE_PORT = 4010;
const CARD = '[data-testid="app-card"]';
/** Slow 4G of issue 15: 400 ms round trip, 400 kbit/s down and up. */
const network = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const CPU_SLOWDOWN = 4;

/** What one cold load measured, in milliseconds from navigation start (bytes as sent on the wire). */
export interface LoadFigures {
  firstCardMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** Requests finished before the first card appeared. */
  requestsBeforeCard: number;
  /** Bytes received before the first card appeared, and of them JavaScript. */
  bytesBeforeCard: number;
  jsBytesBeforeCard: number;
}

export interface FirstViewFigures {
  page: string;
  runs: number;
  median: LoadFigures;
  baseline: LoadFigures;
  ratios: { firstCard: number; lcp: number; fcp: number };
}

/** Records first card, paints and layout shifts inside the page, from navigation start. */
const observerScript = `(() => {
  const marks = { firstCard: -1, lcp: -1, fcp: -1, cls: 0 };
  window.__firstView = marks;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) marks.lcp = e.renderTime || e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) marks.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  const check = () => { if (marks.firstCard < 0 && document.querySelector('${CARD}')) marks.firstCard = performance.now(); };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', check);
})();`;

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function coldLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observerScript);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    // Times on the browser's clock (seconds), relative to the document's request: the page's
    // performance.now() starts there too.
    const finished: { at: number; bytes: number; js: boolean }[] = [];
    const types = new Map<string, string>();
    let documentRequestedAt = Number.NaN;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (Number.isNaN(documentRequestedAt) && event.type === 'Document') documentRequestedAt = event.timestamp;
    });
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      finished.push({ at: event.timestamp, bytes: event.encodedDataLength, js: types.get(event.requestId) === 'Script' });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
    await page.waitForFunction(() => (window as unknown as { __firstView: { firstCard: number } }).__firstView.firstCard >= 0, undefined, {
      timeout: 180_000,
      polling: 100,
    });
    // LCP settles after the last large paint: give it a moment before reading.
    await page.waitForTimeout(1500);
    const marks = await page.evaluate(() => (window as unknown as { __firstView: { firstCard: number; lcp: number; fcp: number; cls: number } }).__firstView);
    const before = finished.filter((entry) => (entry.at - documentRequestedAt) * 1000 <= marks.firstCard);
    return {
      firstCardMs: marks.firstCard,
      lcpMs: marks.lcp,
      fcpMs: marks.fcp,
      cls: marks.cls,
      requestsBeforeCard: before.length,
      bytesBeforeCard: before.reduce((sum, entry) => sum + entry.bytes, 0),
      jsBytesBeforeCard: before.filter((entry) => entry.js).reduce((sum, entry) => sum + entry.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function medians(loads: readonly LoadFigures[]): LoadFigures {
  const keys = Object.keys(loads[0] ?? {}) as (keyof LoadFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(loads.map((load) => load[key]))])) as unknown as LoadFigures;
}

/** The baseline: the same apps' cards (icon, name, short description) as plain HTML. */
function staticListing(apps: readonly { name: string; icon: string; shortDescription: string; slug: string }[]): string {
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

export async function measureFirstView(): Promise<FirstViewFigures> {
  await buildFrontEnds();
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-first-view-'));
  // The public pages as a visitor gets them: rendered on the server (issue 15).
  const running = await startMarketplace({ dataDir, serverRender: true });
  let baselineBody = Buffer.alloc(0);
  const baselineServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    response.end(baselineBody);
  });
  try {
    const response = await fetch('http://localhost:4000/v2/applications/published');
    const apps = (await response.json()) as { name: string; icon: string; shortDescription: string; slug: string }[];
    baselineBody = brotliCompressSync(staticListing(apps));
    await new Promise<void>((resolve) => baselineServer.listen(BASELINE_PORT, 'localhost', resolve));

    const page = `${running.urls.publicShell}apps/`;
    const browser = await launchChromium();
    try {
      const loads: LoadFigures[] = [];
      const baselines: LoadFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Interleaved, so a slower moment of the machine weighs on both sides alike.
        baselines.push(await coldLoad(browser, `http://localhost:${BASELINE_PORT}/`));
        loads.push(await coldLoad(browser, page));
        process.stderr.write(
          `first view: load ${run + 1}/${RUNS}: card ${Math.round(loads.at(-1)?.firstCardMs ?? 0)} ms, baseline ${Math.round(baselines.at(-1)?.firstCardMs ?? 0)} ms\n`,
        );
      }
      const median = medians(loads);
      const baseline = medians(baselines);
      return {
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
    await new Promise((resolve) => baselineServer.close(resolve));
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const MODULE = 'first-view';

/** The figures of `npm run bench`: issue 15's budgets, each beside the static page of the same run. */
export async function figures(): Promise<BenchFigure[]> {
  const measured = await measureFirstView();
  const { median, baseline } = measured;
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
      name: 'first view: JS before the first card',
      unit: 'KiB',
      value: median.jsBytesBeforeCard / 1024,
      baselineName,
      baseline: baseline.jsBytesBeforeCard / 1024,
      budget: { atMost: 110 },
      method,
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
    figure({ module: MODULE, name: 'first view: CLS', unit: '', value: median.cls, baselineName, baseline: baseline.cls, budget: { atMost: 0.05 }, method }),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureFirstView();
  console.log(JSON.stringify(figures, null, 2));
}
