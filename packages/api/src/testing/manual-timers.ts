/**
 * Fake time for flows that also talk to the real platform in-process. Global fake timers would
 * freeze the platform's own timers too, so the api and the stores take this injected timer object
 * instead: waits and polls move only when the test advances time, HTTP runs in real time.
 */
import type { Clock, TimerHandle, Timers } from '../api-runtime.ts';

interface Task {
  id: number;
  due: number;
  callback: () => void;
  every: number | null;
}

export interface RunUntilOptions {
  /** Real milliseconds to wait at most (default 10 s). */
  realTimeoutMs?: number;
  /** Never move fake time further than this from where it started. */
  maxAdvanceMs?: number;
  /** Time moves only while this holds, e.g. no request in flight (see tracked-fetch.ts). */
  idle?: () => boolean;
}

export interface ManualTimers extends Timers {
  readonly clock: Clock;
  /** Moves time forward by `ms`, running every callback that falls due, in order. */
  advance(ms: number): void;
  /** Moves time to the next scheduled callback and runs it; false when nothing is scheduled. */
  runNext(): boolean;
  /** How many timeouts and intervals are scheduled. */
  pendingCount(): number;
  /** Milliseconds from now to the next scheduled callback, if any. */
  nextDelay(): number | undefined;
  /**
   * Until `done()` holds: advances to the next timer when one is scheduled, otherwise lets real
   * I/O (HTTP to the platform) progress. Throws after `realTimeoutMs` of real time.
   */
  runUntil(done: () => boolean, options?: RunUntilOptions): Promise<void>;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

export function createManualTimers(startAt = Date.UTC(2026, 0, 15, 12)): ManualTimers {
  let now = startAt;
  let nextId = 1;
  const tasks = new Map<number, Task>();

  const handleOf = (id: number): TimerHandle => id as unknown as TimerHandle;
  const idOf = (handle: TimerHandle): number => handle as unknown as number;

  const schedule = (callback: () => void, ms: number, every: number | null): TimerHandle => {
    const id = nextId++;
    tasks.set(id, { id, due: now + Math.max(0, ms), callback, every });
    return handleOf(id);
  };

  const earliest = (): Task | undefined => {
    let first: Task | undefined;
    for (const task of tasks.values()) if (first === undefined || task.due < first.due || (task.due === first.due && task.id < first.id)) first = task;
    return first;
  };

  const run = (task: Task): void => {
    now = Math.max(now, task.due);
    if (task.every === null) tasks.delete(task.id);
    else task.due += Math.max(1, task.every);
    task.callback();
  };

  const timers: ManualTimers = {
    clock: () => now,
    setTimeout: (callback, ms) => schedule(callback, ms, null),
    setInterval: (callback, ms) => schedule(callback, ms, ms),
    clearTimeout: (handle) => {
      tasks.delete(idOf(handle));
    },
    clearInterval: (handle) => {
      tasks.delete(idOf(handle));
    },
    advance(ms) {
      const target = now + ms;
      for (let task = earliest(); task !== undefined && task.due <= target; task = earliest()) run(task);
      now = target;
    },
    runNext() {
      const task = earliest();
      if (task === undefined) return false;
      run(task);
      return true;
    },
    pendingCount: () => tasks.size,
    nextDelay() {
      const task = earliest();
      return task === undefined ? undefined : task.due - now;
    },
    async runUntil(done, options = {}) {
      const deadline = Date.now() + (options.realTimeoutMs ?? 10_000);
      const limit = now + (options.maxAdvanceMs ?? Number.POSITIVE_INFINITY);
      while (!done()) {
        if (Date.now() > deadline) throw new Error('runUntil: condition not met in time');
        const task = earliest();
        // Let pending I/O and promise chains settle before moving time on.
        await realSleep(5);
        if (done()) return;
        if (task !== undefined && tasks.has(task.id) && task.due <= limit && (options.idle?.() ?? true)) run(task);
      }
    },
  };
  return timers;
}
