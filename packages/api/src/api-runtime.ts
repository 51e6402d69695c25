import type { Utm } from '@marketplace/domain/entities/utm';

/**
 * What the clients need from the outside world, injected so tests run on fake time and the store
 * decides where the token lives. Nothing here reads a global on its own.
 */

/** Milliseconds since the epoch. */
export type Clock = () => number;

/** An opaque timer handle: Node returns an object, browsers a number. */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** The four timer functions, injected so every wait and poll can run on fake time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** The platform's own timers; bound late so fake timers installed after import still apply. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle),
};

export const systemClock: Clock = () => Date.now();

/** Resolves after `ms` on the given timers. */
export function wait(timers: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => {
    timers.setTimeout(resolve, ms);
  });
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiRuntime {
  fetch: Fetch;
  clock: Clock;
  timers: Timers;
  /** The bearer token of the signed-in user, read at call time (the store owns it). */
  getToken: () => string | undefined;
  /**
   * Whether the platform keeps the session in its HttpOnly cookie (domain/session-keeping): calls
   * without a bearer token then send the cookie and the session header. Absent means never.
   */
  cookieSession?: () => boolean;
  /** UTM parameters of the visit, read at call time. */
  getUtm: () => Utm;
}
