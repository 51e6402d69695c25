/**
 * Connects the marketplace to its host through the bridge: tells the host when it has loaded and
 * where it is, reports every store change the host cares about (store/host-events.ts), and turns
 * each host event into a router move or one store action. Mail links and link previews are
 * reported too, so a framed marketplace never opens a mail client inside its frame.
 */
import type { MarketplaceEnd } from '@marketplace/bridge/ends';
import { useEffect } from 'react';
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

export function HostBridge() {
  const { bridge, embedding, basename } = useMarketplaceOptions();
  const store = useMarketplaceStoreApi();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!bridge) return;
    const send = quietly(bridge.send);
    void send({ type: 'loaded' });
    const offEvents = bridge.onHostEvent((event) => {
      const actions = {
        ...store.getState(),
        // A preload fills the query cache (what it holds fresh is not asked again).
        preloadCatalogue: () => store.queries.prefetchQuery(store.reads.catalogue()),
        preloadApp: (slug: string) => store.queries.prefetchQuery(store.reads.publishedApp(slug)),
      };
      if (applyHostEvent(event, actions)) return;
      if (event.type === 'navigate') void navigate(event.pathname, { replace: event.replace ?? false });
      if (event.type === 'route') void navigate(marketplacePathOf(event.pathname, embedding), { replace: true });
    });
    const offStore = store.subscribe((next, previous) => {
      // Kept per bridge, across these subscriptions (made again on every navigation) and the
      // checkout's own reports: each moment is told once.
      for (const message of untoldMessages(hostMessagesFor(previous, next), toldMoments(bridge))) void send(message);
    });
    return () => {
      offEvents();
      offStore();
    };
  }, [bridge, embedding, navigate, store]);

  // Mail links go to the host (a frame cannot open the mail client), and links about to be
  // followed are announced so the host may preload.
  useEffect(() => {
    if (!bridge) return;
    const send = quietly(bridge.send);
    const preloaded = new Set<string>();
    const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href]') : null);
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event.target);
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
  }, [bridge, embedding, basename]);

  useEffect(() => {
    if (!bridge) return;
    const send = quietly(bridge.send);
    const pathname = hostPathOf(location.pathname, embedding);
    void send({ type: 'route_change', pathname, search: location.search });
    void send({ type: 'analytics', name: 'page_view', properties: { pathname, search: location.search } });
  }, [bridge, embedding, location.pathname, location.search]);

  return null;
}
