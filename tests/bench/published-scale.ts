/**
 * The whole published list, Brotli, as the catalogue grows: the process `npm start` runs
 * (servers/marketplace-child.mjs) on the default catalogue, on 10,000 and on 50,000 apps
 * (MARKETPLACE_SEED_APPS; `PUBLISHED_SCALE_APPS` to change the sizes), each fresh on a new data
 * directory. The process's first `GET /v2/applications/published`, uncompressed: the first request
 * of the catalogue's version, which reads and serialises the list; then the first with
 * `Accept-Encoding: br`, which compresses it (once per version); then the same again, the bytes
 * held; against a bare `node:http` server sending the same Brotli bytes, in the same run.
 * Budgets: the first request in Brotli ≤ 1 s, a later one ≤ 2× bare; the read is shown beside
 * them (≤ 1 s, not met at scale: reading and checking 50,000 apps is not compression).
 */
import { writeFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildFrontEnds, buildServer } from '../../tools/steps.mjs';
import { figure, figureTable, median } from './figure.ts';
import type { BenchFigure } from './figure.ts';
import { startChild } from './lib/child.ts';

const module = 'published-scale';
const SIZES = (process.env['PUBLISHED_SCALE_APPS'] ?? '132,10000,50000').split(',').map(Number);
/** The default catalogue: no MARKETPLACE_SEED_APPS. */
const DEFAULT_APPS = 132;
const REPEATS = 20;
const MB = 1e6;
const startScript = (JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
const startOptions = startScript.split(/\s+/).filter((arg) => arg.startsWith('--'));

interface Answer {
  ms: number;
  bytes: Buffer;
  encoding: string | undefined;
}

/** One GET read to its last byte as sent (not decoded), ms from the request to the end. */
function get(url: string, encoding = 'br'): Promise<Answer> {
  const at = performance.now();
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const encoding = response.headers['content-encoding'];
        resolve({ ms: performance.now() - at, bytes: Buffer.concat(chunks), encoding });
      });
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

interface Measured {
  apps: number;
  read: number;
  first: Answer;
  later: number[];
  bare: number[];
}

async function measure(dir: string, apps: number): Promise<Measured> {
  const seedApps = apps === DEFAULT_APPS ? undefined : apps;
  const child = await startChild('marketplace-child.mjs', [], { quiet: true, execArgv: startOptions });
  let first: Answer;
  let read: number;
  const later: number[] = [];
  try {
    const started = await child.ask({ type: 'start', dataDir: join(dir, `apps-${apps}`), apps, ...(seedApps ? { seedApps } : {}) });
    const url = `${new URL(started.url).origin}/v2/applications/published`;
    read = (await get(url, 'identity')).ms;
    first = await get(url);
    if (first.encoding !== 'br') throw new Error(`${url} answered in ${first.encoding ?? 'identity'}, not br`);
    for (let i = 0; i < REPEATS; i++) later.push((await get(url)).ms);
  } finally {
    await child.stop();
  }
  const file = join(dir, `published-${apps}.br`);
  writeFileSync(file, first.bytes);
  const bare = await startChild('bare-child.ts', [file]);
  const baseline: number[] = [];
  try {
    const started = await bare.ask({ type: 'start', apps });
    await get(started.url);
    for (let i = 0; i < REPEATS; i++) baseline.push((await get(started.url)).ms);
  } finally {
    await bare.stop();
  }
  return { apps, read, first, later, bare: baseline };
}

export async function figures(): Promise<BenchFigure[]> {
  await buildFrontEnds();
  await buildServer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-published-scale-'));
  try {
    const measured: Measured[] = [];
    for (const apps of SIZES) measured.push(await measure(dir, apps));
    return measured.flatMap(({ apps, read, first, later, bare }) => {
      const at = `${apps.toLocaleString('en-US')} apps${apps === DEFAULT_APPS ? ' (default catalogue)' : ''}`;
      const size = `${(first.bytes.length / MB).toFixed(2)} MB br`;
      return [
        figure({
          module,
          name: `GET /v2/applications/published at ${at}, first request of the version, uncompressed`,
          unit: 'ms',
          value: read,
          baselineName: 'bare node:http, same Brotli bytes, median',
          baseline: median(bare),
          budget: { atMost: 1000 },
          method: `the fresh process's first request, Accept-Encoding: identity (reads, checks and serialises the list); bare: median of ${REPEATS} after one warm-up`,
        }),
        figure({
          module,
          name: `GET /v2/applications/published br at ${at}, first in Brotli of the version (${size})`,
          unit: 'ms',
          value: first.ms,
          baselineName: 'bare node:http, same bytes, median',
          baseline: median(bare),
          budget: { atMost: 1000 },
          method: `the request right after that one, Accept-Encoding: br (compresses the list once for the version); bare: median of ${REPEATS} after one warm-up`,
        }),
        figure({
          module,
          name: `GET /v2/applications/published br at ${at}, bytes held`,
          unit: 'ms',
          value: median(later),
          baselineName: 'bare node:http, same bytes, median',
          baseline: median(bare),
          budget: { ratioAtMost: 2 },
          method: `median of ${REPEATS} one at a time after the first, each read to its last byte`,
        }),
      ];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(figureTable(await figures()));
