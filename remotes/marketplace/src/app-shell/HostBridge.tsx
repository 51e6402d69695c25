/**
 * Connects the marketplace to its host through the bridge: tells the host once per connection
 * that it has loaded and once per screen where it is, reports every store change the host cares
 * about (store/host-events.ts; a cart when it changes, and at load only if it holds something),
 * and turns each host event into a router move or one store action. Mail links and link previews
 * are reported too, so a framed marketplace never opens a mail client inside its frame; and when
 * the host handles navigation, links to the destinations it owns reach it as requests.
 */
import type { MarketplaceEnd } from '@marketplace/bridge/ends';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { applyHostEvent, hostMessagesFor, untoldMessages } from '../store/host-events.ts';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { hostPathOf, marketplacePathOf } from './host-paths.ts';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { toldMoments } from './told-moments.ts';

type Send = MarketplaceEnd['send'];
const quietly =
  (send: Send): Send =>
  (message) =>
    send(message).catch(() => undefined);

/** The address and subject of a mailto: link. */
function mailtoOf(href: string): { address: string; subject?: string } | null {
  const url = new URL(href);
  const address = decodeURIComponent(url.pathname);
  const subject = url.searchParams.get('subject');
  return address.includes('@') ? { address, ...(subject ? { subject } : {}) } : null;
}

/** What a link to a host-owned destination leads to, from its path on the host (spec 2's app, settings and subscription pages). */
function destinationOf(url: URL): 'app' | 'app_settings' | 'subscription' | 'other' {
  if (/\/subscription/.test(url.pathname)) return 'subscription';
  if (/settings/.test(url.pathname)) return 'app_settings';
  return /\/apps?\//.test(url.pathname) ? 'app' : 'other';
}

export function HostBridge() {
  const { bridge, embedding, basename, hostNavigation, product } = useMarketplaceOptions();
  const store = useMarketplaceStoreApi();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!bridge) return;
    const send = quietly(bridge.send);
    const offEvents = bridge.onHostEvent((event) => {
      const actions = {
        ...store.getState(),
        // A preload fills the query cache (what it holds fresh is not asked again).
        // Home's rows: what a page of the catalogue shows first (the catalogue itself is never loaded whole).
        preloadCatalogue: () => store.queries.prefetchQuery(store.reads.home(product)),
        preloadApp: (slug: string) => store.queries.prefetchQuery(store.reads.publishedApp(slug)),
      };
      if (applyHostEvent(event, actions)) return;
      if (event.type === 'navigate') void navigate(event.pathname, { replace: event.replace ?? false });
      if (event.type === 'route') void navigate(marketplacePathOf(event.pathname, embedding), { replace: true });
    });
    const offStore = store.subscribe((next, previous) => {
      // Kept per bridge, across these subscriptions (made again on every navigation) and the
      // checkout's own reports: each moment is told once.
      for (const message of untoldMessages(hostMessagesFor(previous, next), toldMoments(bridge))) {
        // One cart event per change: an empty cart read at load is no change, and
        // marketplace_cart_update repeats cart_updated (still accepted by hosts, no longer sent).
        if (message.type === 'marketplace_cart_update') continue;
        if (message.type === 'cart_updated' && previous.cart === null && message.itemsCount === 0) continue;
        void send(message);
      }
    });
    return () => {
      offEvents();
      offStore();
    };
  }, [bridge, embedding, navigate, store, product]);

  // Once per connection, whatever the screens shown after it.
  useEffect(() => {
    if (bridge) void quietly(bridge.send)({ type: 'loaded' });
  }, [bridge]);

  // Mail links go to the host (a frame cannot open the mail client), and links about to be
  // followed are announced so the host may preload.
  useEffect(() => {
    if (!bridge) return;
    const send = quietly(bridge.send);
    const preloaded = new Set<string>();
    const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href]') : null);
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event.target);
      if (hostNavigation && link instanceof HTMLAnchorElement && (link.target === '_top' || link.target === '_parent') && /^https?:$/.test(link.protocol)) {
        event.preventDefault();
        void send({ type: 'navigation_request', url: link.href, destination: destinationOf(new URL(link.href)) });
        return;
      }
      if (!link || !link.getAttribute('href')?.startsWith('mailto:')) return;
      const mail = mailtoOf(link.getAttribute('href') ?? '');
      if (mail === null) return;
      if (embedding === 'framed') event.preventDefault();
      void send({ type: 'mailto', ...mail });
    };
    const onHover = (event: Event) => {
      const link = linkOf(event.target);
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const base = basename.replace(/\/$/, '');
      if (!link.pathname.startsWith(base)) return;
      const path = link.pathname.slice(base.length) || '/';
      if (preloaded.has(path)) return;
      preloaded.add(path);
      void send({ type: 'preload', pathname: hostPathOf(path, embedding) });
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', onHover, true);
    document.addEventListener('focusin', onHover, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', onHover, true);
      document.removeEventListener('focusin', onHover, true);
    };
  }, [bridge, embedding, basename, hostNavigation]);

  // One route_change per screen: a render that leaves the address as it was reports nothing.
  const reported = useRef<{ bridge: unknown; key: string } | null>(null);
  useEffect(() => {
    if (!bridge) return;
    const send = quietly(bridge.send);
    const pathname = hostPathOf(location.pathname, embedding);
    const key = `${pathname}${location.search}`;
    if (reported.current?.bridge === bridge && reported.current.key === key) return;
    reported.current = { bridge, key };
    void send({ type: 'route_change', pathname, search: location.search });
    void send({ type: 'analytics', name: 'page_view', properties: { pathname, search: location.search } });
  }, [bridge, embedding, location.pathname, location.search]);

  return null;
}
