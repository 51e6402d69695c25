/** Timing helpers for the benchmarks: median of repeated runs after a warm-up, in milliseconds. */
import { performance } from 'node:perf_hooks';

export function medianMs(run: () => unknown, repeats = 25, warmup = 5): number {
  for (let i = 0; i < warmup; i++) run();
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export async function medianMsAsync(run: () => Promise<unknown>, repeats = 25, warmup = 5): Promise<number> {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export interface Row {
  name: string;
  ms: number;
  baselineMs: number;
}

export function table(rows: readonly Row[]): string {
  const lines = ['| measure | median ms | baseline ms | ratio |', '|---|---:|---:|---:|'];
  for (const row of rows) {
    lines.push(`| ${row.name} | ${row.ms.toFixed(2)} | ${row.baselineMs.toFixed(2)} | ${(row.ms / row.baselineMs).toFixed(1)}× |`);
  }
  return lines.join('\n');
}
