/**
 * Limits on the writes anyone can repeat cheaply (anonymous sign-ins as a new organisation and
 * expert visits; notifying the owners, access requests, expert messages and reviews, coupon
 * attempts): how many per window, by default or as MARKETPLACE_RATE_LIMITS sets them, and the
 * sentence a throttled caller reads. The platform counts; this module only names and parses.
 */
export const rateLimitNames = ['new-organization', 'expert-visit', 'notify-owners', 'access-request', 'expert-message', 'expert-review', 'coupon'] as const;
export type RateLimitName = (typeof rateLimitNames)[number];

export interface RateLimit {
  /** Requests allowed in one window of time. */
  max: number;
  windowSeconds: number;
}
export type RateLimits = Readonly<Record<RateLimitName, RateLimit>>;

/** Per caller: an anonymous one by its address, a signed-in one by its account. */
export const defaultRateLimits: RateLimits = {
  'new-organization': { max: 20, windowSeconds: 3600 },
  'expert-visit': { max: 60, windowSeconds: 60 },
  'notify-owners': { max: 10, windowSeconds: 3600 },
  'access-request': { max: 10, windowSeconds: 3600 },
  'expert-message': { max: 10, windowSeconds: 3600 },
  'expert-review': { max: 10, windowSeconds: 3600 },
  coupon: { max: 20, windowSeconds: 600 },
};

const isName = (value: string): value is RateLimitName => (rateLimitNames as readonly string[]).includes(value);

/**
 * MARKETPLACE_RATE_LIMITS: comma-separated `name=max/seconds` (e.g. `coupon=5/600`); `*` sets
 * every limit. Names left out keep their default. A malformed entry is an error, so a typo never
 * silently leaves a limit where it was.
 */
export function parseRateLimits(value: string | undefined, defaults: RateLimits = defaultRateLimits): RateLimits {
  const limits: Record<RateLimitName, RateLimit> = { ...defaults };
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const match = /^([a-z*-]+)=(\d{1,9})\/(\d{1,9})$/.exec(entry);
    const name = match?.[1];
    const max = Number(match?.[2]);
    const windowSeconds = Number(match?.[3]);
    if (match === null || name === undefined || (name !== '*' && !isName(name)) || windowSeconds < 1) {
      throw new Error(`MARKETPLACE_RATE_LIMITS: "${entry}" is not name=max/seconds with a name of ${rateLimitNames.join(', ')} or *`);
    }
    for (const target of name === '*' ? rateLimitNames : [name]) limits[target] = { max, windowSeconds };
  }
  return limits;
}

/** The sentence of a 429, with the Retry-After it carries. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts in a short time. Please wait ${wait} and try again.`;
}
