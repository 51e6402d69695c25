/**
 * Load rounds with autocannon (50 connections, as a user's benchmark would): alternating the
 * subject and its baseline round by round, so a busy moment of the machine hits both.
 */
import autocannon from 'autocannon';
import { median } from '../figure.ts';

export const CONNECTIONS = 50;
export const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
export const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Median over rounds of the mean requests per second. */
  rate: number;
  /** Each round's mean requests per second, in round order (for ratios of paired rounds). */
  rates: number[];
  /** Median over rounds of the p99 latency, ms. */
  p99: number;
  /** Errors, timeouts and non-2xx/3xx answers over all rounds. */
  failures: number;
  rounds: number;
}

/** One round of SECONDS at CONNECTIONS against one target. */
export async function loadOnce(target: LoadTarget): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body === undefined ? {} : { body: target.body }),
    timeout: 10,
  });
}

export function summarise(results: readonly autocannon.Result[]): LoadResult {
  return {
    rate: median(results.map((r) => r.requests.average)),
    rates: results.map((r) => r.requests.average),
    // No answer in time is no latency at all, not a latency of 0 (it must miss its budget).
    p99: results.every((r) => r.requests.total === 0) ? Number.NaN : median(results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    rounds: results.length,
  };
}

/** ROUNDS rounds of SECONDS each for every target, interleaved. */
export async function loadRounds(targets: Record<string, LoadTarget>): Promise<Record<string, LoadResult>> {
  const results: Record<string, autocannon.Result[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets)) {
      (results[name] ??= []).push(await loadOnce(target));
    }
  }
  return Object.fromEntries(Object.entries(results).map(([name, list]) => [name, summarise(list)]));
}

export const method = `autocannon, ${CONNECTIONS} connections, median of ${ROUNDS} rounds × ${SECONDS} s`;

/**
 * The median of the round-by-round ratios of two series measured in alternation: on a shared
 * machine a busy moment hits the subject and its baseline of the same round alike, where the
 * ratio of two medians could pair a quiet round of one with a busy round of the other.
 */
export function pairedRatio(subject: readonly number[], baseline: readonly number[]): number {
  return median(subject.map((value, i) => value / (baseline[i] ?? Number.NaN)));
}
