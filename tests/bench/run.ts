/**
 * `npm run bench`: runs every module of tests/bench that exports `figures()` (one after the
 * other: they share two cores), prints one table of every figure beside its in-run baseline,
 * writes tests/bench/results/latest.json, and exits non-zero when a budget is missed.
 * BENCH_ONLY=http,search runs some modules only; BENCH_SECONDS shortens the load rounds.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { figureTable } from './figure.ts';
import type { BenchFigure } from './figure.ts';

const here = import.meta.dirname;
const helpers = new Set(['figure.ts', 'run.ts', 'measure.ts']);
const only = (process.env['BENCH_ONLY'] ?? '').split(',').filter((name) => name !== '');

const modules = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && !helpers.has(file) && !file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.includes(file.replace(/\.ts$/, '')))
  .sort();

// The machine's load (1-minute average) around the run: ratios to in-run baselines are what to read on a shared machine.
const loadBefore = loadavg()[0] ?? 0;
const figures: (BenchFigure & { load: { before: number; after: number } })[] = [];
const failures: string[] = [];
for (const file of modules) {
  const loaded = (await import(pathToFileURL(join(here, file)).href)) as { figures?: () => Promise<BenchFigure[]> };
  if (typeof loaded.figures !== 'function') continue;
  console.log(`\n▶ ${file}`);
  try {
    const moduleLoad = loadavg()[0] ?? 0;
    const own = await loaded.figures();
    // Each figure keeps the machine's load around its own module (a shared machine's figures are read with it).
    const load = { before: moduleLoad, after: loadavg()[0] ?? 0 };
    console.log(`  load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after`);
    for (const f of own) console.log(`  ${f.pass ? '✓' : '✗'} ${f.name}: ${f.value.toFixed(2)} ${f.unit} (${f.baselineName} ${f.baseline.toFixed(2)}, ${f.budget})`);
    figures.push(...own.map((f) => ({ ...f, load })));
  } catch (error) {
    failures.push(`${file}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    console.error(`  ✗ ${file} failed: ${String(error)}`);
  }
}

const table = figureTable(figures);
const load = { cores: cpus().length, before: loadBefore, after: loadavg()[0] ?? 0 };
console.log(
  `\nBenchmarks of ${new Date().toISOString()} (node ${process.version}, ${process.platform}, ${load.cores} cores, load average ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after):\n\n${table}\n`,
);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results/latest.json'), `${JSON.stringify({ at: new Date().toISOString(), node: process.version, load, modules, figures, failures }, null, 2)}\n`);
const missed = figures.filter((f) => !f.pass);
if (missed.length > 0) console.log(`${missed.length} of ${figures.length} figures miss their budget.`);
if (failures.length > 0) console.log(`${failures.length} module(s) failed to run.`);
process.exit(missed.length > 0 || failures.length > 0 ? 1 : 0);
