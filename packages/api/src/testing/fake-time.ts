/**
 * Vitest's fake clock for the waits and polls of the api clients and the stores, which read the
 * global timers when called (api-runtime.ts, systemTimers). Only the timer functions and Date are
 * faked: the in-process platform's I/O (sockets, PGlite, setImmediate) keeps running for real.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export const fakedTimers = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] } satisfies Parameters<typeof vi.useFakeTimers>[0];

/** Every test of the calling file or block runs on fake time, from now. */
export function runOnFakeTime(): void {
  beforeEach(() => {
    vi.useFakeTimers(fakedTimers);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

// Taken before any test fakes it.
const realSetTimeout = globalThis.setTimeout;

/**
 * Checks `done` every `interval` real milliseconds until it holds, leaving the fake clock where it
 * is: vi.waitFor and expect.poll move it by their interval at each check.
 */
export async function untilInRealTime(done: () => boolean, what: string, { timeout = 15_000, interval = 20 } = {}): Promise<void> {
  for (let waited = 0; !done(); waited += interval) {
    if (waited >= timeout) throw new Error(`${what}: not within ${timeout} ms`);
    await new Promise((resolve) => realSetTimeout(resolve, interval));
  }
}
