/**
 * Pages rendered before they are asked for. The agent app's page names the frame it holds, so the
 * platform renders that frame's page while the browser is still receiving the agent app's page
 * and connecting to the platform: the frame's request finds its page ready instead of waiting for
 * the server render. A page rendered ahead is for one request (the address and the framing origin
 * it was rendered for), waits at most `maxAgeMs`, and at most `max` wait at a time; a failed one
 * is rendered again when asked for.
 */
export interface PagesAhead {
  /** Starts rendering the page `url` will ask for from a page of `referer`'s origin. */
  start(url: string, referer: string, render: () => Promise<string>): void;
  /** The page rendered ahead for this request, once (null when none, or it failed). */
  take(url: string, referer: string | undefined): Promise<string | null> | null;
}

export function pagesAhead(options: { maxAgeMs: number; max: number; now?: () => number }): PagesAhead {
  const now = options.now ?? Date.now;
  const waiting = new Map<string, { at: number; page: Promise<string | null> }>();
  const key = (url: string, referer: string | undefined) => {
    const address = new URL(url, 'http://page.invalid');
    return `${referer !== undefined && URL.canParse(referer) ? new URL(referer).origin : ''} ${address.pathname}${address.search}`;
  };
  const prune = () => {
    for (const [name, entry] of waiting) if (now() - entry.at > options.maxAgeMs) waiting.delete(name);
  };
  return {
    start(url, referer, render) {
      prune();
      const name = key(url, referer);
      if (waiting.has(name) || waiting.size >= options.max) return;
      waiting.set(name, { at: now(), page: render().catch(() => null) });
    },
    take(url, referer) {
      prune();
      const name = key(url, referer);
      const entry = waiting.get(name);
      if (!entry) return null;
      waiting.delete(name);
      return entry.page;
    },
  };
}
