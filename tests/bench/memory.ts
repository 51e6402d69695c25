/**
 * Memory and start-up, each process fresh and the one `npm start` runs
 * (servers/marketplace-child.mjs: main() of the server's build with its five origins, PGlite on disk, the request log,
 * the server render), its RSS taken once start-up is over (the first page served: it waits for the
 * server render's builds, which load right after the origins listen):
 * - RSS after the first start (migrations and seeding) against PGlite alone on the same data;
 * - RSS and time to ready (every origin listening) on a restart against PGlite alone opening the
 *   same data directory, in wall clock and in the serving thread's CPU time (which waiting for a
 *   core on a shared machine does not inflate).
 * Both processes run under npm start's node options.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFrontEnds, buildServer } from '../../tools/steps.mjs';
import { figure, median } from './figure.ts';
import type { BenchFigure } from './figure.ts';
import { startChild } from './lib/child.ts';

const module = 'memory';
const REPEATS = Number(process.env['BENCH_START_REPEATS'] ?? 3);
const MB = 2 ** 20;
/** The node options `npm start` runs the server with (package.json's start script), given to its process here too. */
const startScript = (JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
const startOptions = startScript.split(/\s+/).filter((arg) => arg.startsWith('--'));

async function once(script: 'marketplace-child.mjs' | 'pglite-child.mjs', dataDir: string): Promise<{ readyMs: number; cpuMs: number; rss: number }> {
  // Both under npm start's node options: an option that shrinks PGlite's own share (the young
  // generation's size, V8's thread pool) must shrink the baseline too, or the ratio would credit
  // the server with savings made in the database.
  const child = await startChild(script, [], { quiet: true, execArgv: startOptions });
  try {
    const started = await child.ask({ type: 'start', dataDir, apps: 132 });
    return { readyMs: started.readyMs, cpuMs: started.cpuMs ?? Number.NaN, rss: started.rss };
  } finally {
    await child.stop();
  }
}

export async function figures(): Promise<BenchFigure[]> {
  // The server render's builds and the server's, as `npm start` makes them (skipped when up to date).
  await buildFrontEnds();
  await buildServer();
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  // A first start per repeat, each on a new data directory (its RSS varies by ±20 MB run to run,
  // as a restart's does); the restarts and PGlite alone then open the last one.
  const dataDirs = Array.from({ length: REPEATS }, (_, i) => join(dir, `pglite-${i}`));
  const dataDir = dataDirs.at(-1) ?? join(dir, 'pglite');
  try {
    const first: { readyMs: number; cpuMs: number; rss: number }[] = [];
    for (const newDir of dataDirs) first.push(await once('marketplace-child.mjs', newDir));
    const alone: { readyMs: number; cpuMs: number; rss: number }[] = [];
    const restart: { readyMs: number; cpuMs: number; rss: number }[] = [];
    for (let i = 0; i < REPEATS; i++) {
      alone.push(await once('pglite-child.mjs', dataDir));
      restart.push(await once('marketplace-child.mjs', dataDir));
    }
    const aloneRss = median(alone.map((a) => a.rss)) / MB;
    const method = `npm start's process (main() of the server's build) and PGlite alone, both node ${startOptions.join(' ')}, fresh each, rss after gc once the first page is served; median of ${REPEATS} starts`;
    return [
      figure({
        module,
        name: 'RSS after seeding (first start, PGlite on disk)',
        unit: 'MB',
        value: median(first.map((f) => f.rss)) / MB,
        baselineName: 'PGlite alone, same data',
        baseline: aloneRss,
        budget: { ratioAtMost: 1.15 },
        method,
      }),
      figure({
        module,
        name: 'RSS after a restart',
        unit: 'MB',
        value: median(restart.map((r) => r.rss)) / MB,
        baselineName: 'PGlite alone, same data',
        baseline: aloneRss,
        budget: { ratioAtMost: 1.15 },
        method,
      }),
      figure({
        module,
        name: 'ready to serve on a restart (main(): every origin listening)',
        unit: 'ms',
        value: median(restart.map((r) => r.readyMs)),
        baselineName: 'PGlite.create + first query',
        baseline: median(alone.map((a) => a.readyMs)),
        budget: { ratioAtMost: 1.5 },
        method,
      }),
      // On a shared machine the wall clock also counts waiting for a core; the serving thread's CPU
      // time does not (servers/serving-thread-cpu.mjs says why V8's background threads are left out).
      figure({
        module,
        name: 'ready to serve on a restart, CPU time of the serving thread',
        unit: 'ms',
        value: median(restart.map((r) => r.cpuMs)),
        baselineName: 'PGlite.create + first query, CPU time',
        baseline: median(alone.map((a) => a.cpuMs)),
        budget: { ratioAtMost: 1.5 },
        method: `/proc/thread-self/schedstat over the start; ${method}`,
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
