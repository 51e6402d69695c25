/** The browser's clock and timers, injected into the store (the store never reads globals). */
import { systemClock, systemTimers } from '@marketplace/api/api-runtime';

export const browserRuntime = { clock: systemClock, timers: systemTimers } as const;
