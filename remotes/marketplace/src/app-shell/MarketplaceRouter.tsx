/**
 * The router of a whole marketplace. Inline and on its own page it owns the address bar. Framed,
 * the host owns it (spec 2: the host's address is /apps/marketplace{path}{search}): the frame
 * keeps its routes in memory, starting where the frame was opened, so each screen adds exactly
 * one history entry — the host's — and the frame's own flags never reach the host.
 */
import { hostFontQueryFlag, hostNavigationQueryFlag, notificationsQueryFlag, type MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, StaticRouter } from 'react-router-dom';
import { framedQueryFlag, hostChromeQueryFlag } from '@marketplace/shared/federation';

/** The flags a host puts on the frame's first address: the frame's options, never a screen's query. */
const frameFlags = [framedQueryFlag, hostChromeQueryFlag, hostNavigationQueryFlag, notificationsQueryFlag, hostFontQueryFlag];

/** Where a framed marketplace starts: the frame's address without the frame's flags. */
export function framedStartEntry(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  for (const flag of frameFlags) params.delete(flag);
  const search = params.toString();
  return `${location.pathname}${search === '' ? '' : `?${search}`}${location.hash}`;
}

/** An address (path, query, hash) as its parts. */
function partsOf(address: string): { pathname: string; search: string; hash: string } {
  const hashAt = address.indexOf('#');
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const rest = hashAt === -1 ? address : address.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  return searchAt === -1 ? { pathname: rest, search: '', hash } : { pathname: rest.slice(0, searchAt), search: rest.slice(searchAt), hash };
}

/** `location` is given only on the server, which renders the one page asked for (a frame's as the frame starts). */
export function MarketplaceRouter(props: Pick<MarketplaceOptions, 'basename' | 'embedding'> & { children: ReactNode; location?: string | undefined }) {
  const [start] = useState(() => (props.location === undefined ? framedStartEntry(window.location) : props.location));
  if (props.location !== undefined) {
    return (
      <StaticRouter basename={props.basename} location={props.embedding === 'framed' ? framedStartEntry(partsOf(props.location)) : props.location}>
        {props.children}
      </StaticRouter>
    );
  }
  if (props.embedding !== 'framed') return <BrowserRouter basename={props.basename}>{props.children}</BrowserRouter>;
  return (
    <MemoryRouter basename={props.basename} initialEntries={[start]}>
      {props.children}
    </MemoryRouter>
  );
}
