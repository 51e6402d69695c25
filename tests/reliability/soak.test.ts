/**
 * Soak: one platform process on PGlite, as `npm start` runs it, under 50
 * connections of mixed reads (the published catalogue, one app, a signed-in user's cart) and
 * cart writes (adding apps to the carts of five accounts) with autocannon. Every answer must be a
 * success, and the server's memory must stay flat after the warm-up: less than 10 % growth from
 * the end of the warm-up to the end of the run in what it retains after a full collection.
 *
 * Retained memory, not RSS: RSS also counts garbage not collected yet and heap pages the
 * collector keeps for later, and how much of both there is at a given moment depends on how busy
 * the machine is (npm test runs this beside other suites), not on what the server holds. After a
 * full collection, the live JS heap and the memory outside it (PGlite's WebAssembly heap among it)
 * are what a leak would grow.
 *
 * npm test runs 20 seconds; `npm run test:soak` runs 10 minutes (SOAK_SECONDS=600).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signIn, startNode, type NodeProcess } from './nodes.ts';

const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 20);
const CONNECTIONS = 50;
/** The warm-up: caches fill, the engine's memory grows to its working size. */
const WARM_UP_SECONDS = Math.min(60, Math.max(5, Math.round(SECONDS / 4)));
const MB = 2 ** 20;

const dataDir = mkdtempSync(join(tmpdir(), 'reliability-soak-'));
let node: NodeProcess | undefined;
afterAll(async () => {
  await node?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The resident memory of a process, from Linux's /proc. */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) * 1024;
}

interface CartWriter {
  token: string;
  cartId: string;
  apps: string[];
}

describe('soak: 50 connections of mixed reads and cart writes', () => {
  it(`${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up: no errors, flat memory`, { timeout: (SECONDS + WARM_UP_SECONDS + 600) * 1000 }, async () => {
    node = await startNode({ DATA_DIR: dataDir });
    await node.ready;
    const pid = node.child.pid ?? Number.NaN;
    const baseUrl = node.baseUrl;
    const published = (await call(baseUrl, 'GET', '/v2/applications/published')).body as Array<{ id: string; slug: string; payment: unknown }>;
    const paid = published.filter((app) => app.payment !== null);

    // Five accounts, each with its cart and the paid apps it may put in it (tried once before).
    const writers: CartWriter[] = [];
    for (const account of ['acc-owner', 'acc-viceowner', 'acc-admin', 'acc-reseller', 'acc-developer']) {
      const token = await signIn(baseUrl, account);
      const recent = await call(baseUrl, 'GET', '/v2/products-carts/recent', { token });
      const cart = recent.status === 200 ? recent.body : (await call(baseUrl, 'POST', '/v2/products-carts', { token, body: {} })).body;
      const cartId = (cart as { id: string }).id;
      const apps: string[] = [];
      for (const app of paid) {
        if (apps.length === 5) break;
        if ((await call(baseUrl, 'PATCH', `/v2/products-carts/${cartId}/applications/${app.id}`, { token, body: {} })).status === 200) apps.push(app.id);
      }
      if (apps.length > 0) writers.push({ token, cartId, apps });
    }
    expect(writers.length).toBeGreaterThanOrEqual(3);

    let turn = 0;
    const nextWriter = (): { writer: CartWriter; app: string } => {
      turn += 1;
      const writer = writers[turn % writers.length] as CartWriter;
      return { writer, app: writer.apps[Math.floor(turn / writers.length) % writer.apps.length] ?? '' };
    };
    const slugs = published.map((app) => app.slug);
    const run = (seconds: number) =>
      autocannon({
        url: baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        // An answer is an error only if it never comes: on a busy shared machine a queue of 50
        // connections makes slow answers, which p99 reports.
        timeout: 60,
        requests: [
          { method: 'GET', path: '/v2/applications/published' },
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `/v2/applications/${slugs[turn++ % slugs.length] ?? ''}/published` }) },
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: '/v2/products-carts/recent', headers: { authorization: `Bearer ${nextWriter().writer.token}` } }),
          },
          {
            method: 'PATCH',
            setupRequest: (request) => {
              const { writer, app } = nextWriter();
              return {
                ...request,
                path: `/v2/products-carts/${writer.cartId}/applications/${app}`,
                headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
                body: '{}',
              };
            },
          },
        ],
      });

    const warmUp = await run(WARM_UP_SECONDS);
    const afterWarmUp = await node.memory();
    // RSS sampled through the run for its peak (reported, not judged).
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rss(pid)), 1000);
    const soak = await run(SECONDS);
    clearInterval(sampler);
    const atEnd = await node.memory();
    const growth = (atEnd.retained - afterWarmUp.retained) / afterWarmUp.retained;
    const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
    console.log(
      `soak: ${SECONDS} s at ${CONNECTIONS} connections (after ${WARM_UP_SECONDS} s warm-up): ${soak.requests.total} requests, ` +
        `${Math.round(soak.requests.average)} req/s, p99 ${soak.latency.p99} ms, errors ${failures(soak)} (warm-up ${failures(warmUp)}); ` +
        `retained after a full collection ${(afterWarmUp.retained / MB).toFixed(0)} MB after warm-up, ${(atEnd.retained / MB).toFixed(0)} MB at the end (${(growth * 100).toFixed(1)} %); ` +
        `RSS ${(afterWarmUp.rss / MB).toFixed(0)} → ${(atEnd.rss / MB).toFixed(0)} MB, peak ${(Math.max(...samples, atEnd.rss) / MB).toFixed(0)} MB`,
    );
    expect(soak.requests.total).toBeGreaterThan(0);
    expect(failures(warmUp)).toBe(0);
    expect(failures(soak)).toBe(0);
    expect(growth).toBeLessThan(0.1);
  });
});
