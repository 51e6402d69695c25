/**
 * The public shell's server entry: renders the whole page body — the site's chrome and
 * the marketplace the remote's server entry provides, or the marketplace alone as a host's frame
 * shows it — to HTML, after every lazy screen resolved.
 * Built by `vite build --config vite.server.config.ts` into dist-server/; the platform's server
 * imports it. Emotion writes each component's styles beside it; the browser moves them into
 * <head> before hydrating.
 */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { MarketplaceComponent, ServerRender } from './FederatedMarketplace.tsx';
import { FramedShell } from './FramedShell.tsx';
import { PublicShell } from './PublicShell.tsx';

export interface RenderedPage {
  /** Resource hints React gathered (e.g. preloads of the first images), for the page's <head>. */
  head: string;
  /** The content of the page's root element. */
  body: string;
}

/** React puts the hints it gathered first when it renders less than a whole document. */
const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/;

async function render(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    // No part is sent apart (hidden, revealed by an inline script): the page must read without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  // A part that failed would render in the browser only: better the plain page than half of one.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return Buffer.concat(chunks).toString('utf8');
}

const split = (html: string): RenderedPage => {
  const head = LEADING_HINTS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
};

export async function renderPublicShell(marketplace: MarketplaceComponent, server: ServerRender): Promise<RenderedPage> {
  return split(await render(<PublicShell preloaded={marketplace} server={server} />));
}

/** What an inline host hands its `./mount`, as far as the first view's HTML depends on it. */
export type InlineHost = Required<Pick<MarketplaceOptions, 'product' | 'basename' | 'hostChrome' | 'hostNavigation' | 'notifications'>>;

/**
 * The marketplace alone, as an inline host's `./mount` renders it in its container: the host's
 * product, base path and chrome, so the mount's first render in the browser hydrates this HTML.
 */
export async function renderInlineMarketplace(Marketplace: MarketplaceComponent, server: ServerRender, host: InlineHost): Promise<RenderedPage> {
  return split(await render(<Marketplace {...host} platformOrigin={server.platformOrigin ?? ''} embedding="inline" server={server} />));
}

/** The marketplace as a host's frame shows it (no site chrome), for the frame's first address. */
export async function renderFramedShell(marketplace: MarketplaceComponent, server: ServerRender): Promise<RenderedPage> {
  return split(await render(<FramedShell preloaded={marketplace} server={server} />));
}
