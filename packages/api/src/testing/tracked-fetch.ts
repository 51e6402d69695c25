/**
 * The platform's own fetch, counting requests in flight, so a test moves fake time only once the
 * real server has answered (see ManualTimers.runUntil). It changes no request or response.
 */
import type { Fetch } from '../api-runtime.ts';

export interface TrackedFetch {
  fetch: Fetch;
  inFlight(): number;
  /** Every request made, as 'METHOD url'. */
  readonly calls: string[];
  /** Every request made, with its headers and body as sent. */
  readonly requests: { method: string; url: string; headers: Record<string, string>; body: string | undefined; credentials: RequestCredentials | undefined }[];
}

export function createTrackedFetch(): TrackedFetch {
  let inFlight = 0;
  const calls: string[] = [];
  const requests: TrackedFetch['requests'] = [];
  return {
    calls,
    requests,
    inFlight: () => inFlight,
    fetch: async (input, init) => {
      inFlight += 1;
      calls.push(`${init?.method ?? 'GET'} ${input}`);
      requests.push({
        method: init?.method ?? 'GET',
        url: input,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === 'string' ? init.body : undefined,
        credentials: init?.credentials,
      });
      try {
        const response = await globalThis.fetch(input, init);
        // Read the body here so "answered" includes the body; hand back an equivalent response.
        const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer();
        return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
      } finally {
        inFlight -= 1;
      }
    },
  };
}
