/**
 * Every wait and poll of the store goes through one scheduler built on the injected timers, so
 * tests drive them on fake time and disposing a store stops everything it started.
 */
import type { TimerHandle, Timers } from '@marketplace/api/api-runtime';

export interface Scheduler {
  /** Runs `callback` once after `ms`; returns a cancel function. */
  after(ms: number, callback: () => void): () => void;
  /** Runs `callback` every `ms`; returns a cancel function. */
  every(ms: number, callback: () => void): () => void;
  /** Resolves after `ms`. A sleep cancelled by dispose never resolves: its flow is abandoned. */
  sleep(ms: number): Promise<void>;
  /** Cancels everything scheduled so far; later scheduling works again (StrictMode remounts). */
  dispose(): void;
}

export function createScheduler(timers: Timers): Scheduler {
  const timeouts = new Set<TimerHandle>();
  const intervals = new Set<TimerHandle>();

  const after = (ms: number, callback: () => void): (() => void) => {
    const handle = timers.setTimeout(() => {
      timeouts.delete(handle);
      callback();
    }, ms);
    timeouts.add(handle);
    return () => {
      if (timeouts.delete(handle)) timers.clearTimeout(handle);
    };
  };

  return {
    after,
    every(ms, callback) {
      const handle = timers.setInterval(callback, ms);
      intervals.add(handle);
      return () => {
        if (intervals.delete(handle)) timers.clearInterval(handle);
      };
    },
    sleep: (ms) =>
      new Promise((resolve) => {
        after(ms, resolve);
      }),
    dispose() {
      for (const handle of timeouts) timers.clearTimeout(handle);
      for (const handle of intervals) timers.clearInterval(handle);
      timeouts.clear();
      intervals.clear();
    },
  };
}
