/**
 * The platform under load, in its own process on PGlite on disk, as `npm
 * start` runs it:
 * - the published list against a bare `node:http` server sending the same bytes;
 * - a cart read and a cart write (plan change) against the same SQL, recorded from one request
 *   and replayed directly on the same database in the same process, from as many concurrent loops;
 * - the process's RSS after the load against its RSS after seeding (it must stay flat).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appListResponseSchema } from '../../packages/domain/src/calls/marketplace.ts';
import { isPlain } from '../../packages/server/src/testing/catalogue.ts';
import { figure, median, percentile } from './figure.ts';
import type { BenchFigure } from './figure.ts';
import { startChild } from './lib/child.ts';
import type { Child } from './lib/child.ts';
import { CONNECTIONS, ROUNDS, SECONDS, loadOnce, loadRounds, method, pairedRatio, summarise } from './lib/load.ts';
import type { LoadResult, LoadTarget } from './lib/load.ts';

const module = 'http';

async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** One round of the recorded SQL replayed for SECONDS: rate and p99. */
async function replayOnce(platform: Child, name: string): Promise<{ rate: number; p99: number }> {
  const replayed = await platform.ask({ type: 'replay', name, durationMs: SECONDS * 1000, connections: CONNECTIONS });
  return { rate: replayed.count / replayed.seconds, p99: percentile(replayed.latencies, 99) };
}

/**
 * ROUNDS rounds, each an HTTP round then a raw-SQL round of the same request: the ratio is the
 * median of the rounds' ratios, so a busy moment of the shared machine weighs on both sides.
 */
async function cartRounds(platform: Child, name: string, target: LoadTarget): Promise<{ http: LoadResult; raw: { rate: number; p99: number; rates: number[] }; ratio: number }> {
  const results: Awaited<ReturnType<typeof loadOnce>>[] = [];
  const raw: { rate: number; p99: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    results.push(await loadOnce(target));
    raw.push(await replayOnce(platform, name));
  }
  const http = summarise(results);
  const rates = raw.map((r) => r.rate);
  return { http, raw: { rate: median(rates), p99: median(raw.map((r) => r.p99)), rates }, ratio: pairedRatio(http.rates, rates) };
}

export async function figures(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const children: Child[] = [];
  try {
    const platform = await startChild('platform-child.ts');
    children.push(platform);
    const started = await platform.ask({ type: 'start', dataDir: join(dir, 'pglite'), apps: 132 });
    const base = started.url;

    // 1. The published list and the same bytes from a bare node:http server.
    const published = await fetch(`${base}/v2/applications/published`);
    const bytes = Buffer.from(await published.arrayBuffer());
    writeFileSync(join(dir, 'published.json'), bytes);
    const bare = await startChild('bare-child.ts', [join(dir, 'published.json'), published.headers.get('etag') ?? '"bare"']);
    children.push(bare);
    const bareUrl = (await bare.ask({ type: 'start', apps: 0 })).url;
    const list = await loadRounds({ platform: { url: `${base}/v2/applications/published` }, bare: { url: bareUrl } });
    await bare.stop();
    const listing = { platform: list['platform'], bare: list['bare'] };
    if (!listing.platform || !listing.bare) throw new Error('no listing results');
    const kb = Math.round(bytes.length / 1024);

    // 2. A cart with one monthly app: read it, change its plan.
    const { token } = await platform.ask({ type: 'token', accountId: 'acc-owner' });
    const auth = { authorization: `Bearer ${token}` };
    const apps = appListResponseSchema.parse(JSON.parse(bytes.toString('utf8')));
    const installed = (await call(`${base}/v2/applications/installed`, { headers: auth })) as string[];
    const app = apps.find((a) => isPlain(a) && a.payment?.months === 1 && !installed.includes(a.id));
    if (!app) throw new Error('the seed has no monthly app to put in a cart');
    const cart = (await call(`${base}/v2/products-carts`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"name":"Bench"}' })) as {
      id: string;
    };
    await call(`${base}/v2/products-carts/${cart.id}/applications/${app.id}`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
    const readUrl = `/v2/products-carts/${cart.id}`;
    const writeUrl = `/v2/products-carts/${cart.id}/applications/${app.id}/plans/pay-yearly`;
    const read = await platform.ask({ type: 'record', name: 'read', method: 'GET', url: readUrl, headers: auth });
    const write = await platform.ask({ type: 'record', name: 'write', method: 'PATCH', url: writeUrl, headers: auth });
    const cartRead = await cartRounds(platform, 'read', { url: `${base}${readUrl}`, headers: auth });
    const cartWrite = await cartRounds(platform, 'write', { url: `${base}${writeUrl}`, method: 'PATCH', headers: auth });
    const after = await platform.ask({ type: 'rss' });

    const sqlMethod = (statements: number) =>
      `${method}; raw SQL: the request's ${statements} statements replayed by ${CONNECTIONS} loops, ${ROUNDS} × ${SECONDS} s, each after its HTTP round; ratio = median of the rounds' ratios`;
    const pairedMethod = `${method}, alternating with the baseline; ratio = median of the rounds' ratios`;
    return [
      figure({
        module,
        name: `GET /v2/applications/published (${kb} KB) req/s`,
        unit: 'req/s',
        value: listing.platform.rate,
        baselineName: 'bare node:http, same bytes',
        baseline: listing.bare.rate,
        ratio: pairedRatio(listing.platform.rates, listing.bare.rates),
        budget: { ratioAtLeast: 0.8 },
        method: pairedMethod,
      }),
      figure({
        module,
        name: 'GET /v2/applications/published p99',
        unit: 'ms',
        value: listing.platform.p99,
        baselineName: 'bare node:http p99',
        baseline: listing.bare.p99,
        budget: { ratioAtMost: 2 },
        method,
      }),
      figure({
        module,
        name: 'GET /v2/applications/published errors + timeouts',
        unit: 'failures',
        value: listing.platform.failures,
        baselineName: 'bare node:http',
        baseline: listing.bare.failures,
        budget: { atMost: 0 },
        method,
      }),
      figure({
        module,
        name: `cart read req/s (${read.statements.length} SQL statements)`,
        unit: 'req/s',
        value: cartRead.http.rate,
        baselineName: 'same SQL directly',
        baseline: cartRead.raw.rate,
        ratio: cartRead.ratio,
        budget: { ratioAtLeast: 0.5 },
        method: sqlMethod(read.statements.length),
      }),
      figure({
        module,
        name: 'cart read p99',
        unit: 'ms',
        value: cartRead.http.p99,
        baselineName: 'same SQL directly p99',
        baseline: cartRead.raw.p99,
        budget: { atMost: 100 },
        method,
      }),
      figure({
        module,
        name: `cart write (plan change) req/s (${write.statements.length} SQL statements)`,
        unit: 'req/s',
        value: cartWrite.http.rate,
        baselineName: 'same SQL directly',
        baseline: cartWrite.raw.rate,
        ratio: cartWrite.ratio,
        budget: { ratioAtLeast: 0.3 },
        method: sqlMethod(write.statements.length),
      }),
      figure({
        module,
        name: 'cart write p99',
        unit: 'ms',
        value: cartWrite.http.p99,
        baselineName: 'same SQL directly p99',
        baseline: cartWrite.raw.p99,
        budget: { atMost: 100 },
        method,
      }),
      figure({
        module,
        name: 'cart read + write errors + timeouts',
        unit: 'failures',
        value: cartRead.http.failures + cartWrite.http.failures,
        baselineName: 'none expected',
        baseline: 0,
        budget: { atMost: 0 },
        method,
      }),
      figure({
        module,
        name: 'RSS after the load',
        unit: 'MB',
        value: after.rss / 2 ** 20,
        baselineName: 'RSS after seeding',
        baseline: started.rss / 2 ** 20,
        budget: { ratioAtMost: 1.2 },
        method: 'process.memoryUsage().rss after gc, same process',
      }),
    ];
  } finally {
    for (const child of children) await child.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
