/**
 * Connects the marketplace to its host through the bridge: tells the host once per connection
 * that it has loaded (where it is goes with each screen's title: page-title.ts), reports every
 * store change the host cares about (store/host-events.ts; a cart when it changes, never at load),
 * page views on the analytics channel, the toasts to a host that shows them itself,
 * and turns each host event into a router move or one store action. Mail links and link previews
 * are reported too, so a framed marketplace never opens a mail client inside its frame; and when
 * the host handles navigation, links to the destinations it owns reach it as requests.
 */
import type { MarketplaceEnd } from '@marketplace/bridge/ends';
import type { AnalyticsEvent } from '@marketplace/bridge/protocol';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { applyHostEvent, cartMessages, hostMessagesFor, untoldMessages, type HostVisibleState } from '../store/host-events.ts';
import { keepCart, refreshCart, watchCart } from '../data/cart.ts';
import { refreshSubscriptions } from '../data/use-subscriptions.ts';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { accountOf } from '../data/use-installed-apps.ts';
import { hostPathOf, marketplacePathOf } from './host-paths.ts';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { toldMoments } from './told-moments.ts';

type Send = MarketplaceEnd['send'];
const quietly =
  (send: Send): Send =>
  (message) =>
    send(message).catch(() => undefined);

/** An analytics event on its own channel; a host's end without one (an inline host built for protocol 2) hears it as a message. */
function track(bridge: MarketplaceEnd, event: AnalyticsEvent): Promise<unknown> {
  return (bridge.track ? bridge.track(event) : bridge.send({ type: 'analytics', ...event })).catch(() => undefined);
}

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

/** `since`: the store as it was when the marketplace mounted; what changed from it before this code loaded is told at once. */
export function HostBridge({ since }: { since?: HostVisibleState }) {
  const { bridge, embedding, basename, hostNavigation, notifications, product } = useMarketplaceOptions();
  const store = useMarketplaceStoreApi();
  const location = useLocation();
  const navigate = useNavigate();
  const caughtUp = useRef(false);

  useEffect(() => {
    if (!bridge) return;
    const send = quietly(bridge.send);
    const offEvents = bridge.onHostEvent((event) => {
      const actions = {
        session: store.getState().session,
        setCart: (cart: Parameters<typeof keepCart>[1]) => keepCart(store, cart),
        loadCart: () => refreshCart(store),
        loadSubscriptions: (options: { noCache: boolean }) => refreshSubscriptions(store, options),
        // A preload fills the query cache (what it holds fresh is not asked again).
        // Home's rows: what a page of the catalogue shows first (the catalogue itself is never loaded whole).
        preloadCatalogue: () => store.queries.prefetchQuery(store.reads.home(product)),
        preloadApp: (slug: string) => store.queries.prefetchQuery(store.reads.publishedApp(slug)),
        // Read again now, whether or not a screen shows them (the host says they changed).
        refreshInstalledApps: async () => {
          const account = accountOf(store);
          if (account === null) return;
          const read = store.reads.installedApps(account);
          // A read under way may predate the change: it is asked again.
          await store.queries.cancelQueries({ queryKey: read.queryKey });
          await store.queries.prefetchQuery({ ...read, staleTime: 0 });
        },
      };
      if (applyHostEvent(event, actions)) return;
      if (event.type === 'navigate') void navigate(event.pathname, { replace: event.replace ?? false });
      if (event.type === 'route') void navigate(marketplacePathOf(event.pathname, embedding), { replace: true });
    });
    if (since && !caughtUp.current) {
      caughtUp.current = true;
      for (const message of untoldMessages(hostMessagesFor(since, store.getState()), toldMoments(bridge))) void send(message);
    }
    const offStore = store.subscribe((next, previous) => {
      // Kept per bridge, across these subscriptions (made again on every navigation) and the
      // checkout's own reports: each moment is told once.
      for (const message of untoldMessages(hostMessagesFor(previous, next), toldMoments(bridge))) void send(message);
    });
    // Each change of the cart, whoever made it.
    const offCart = watchCart(store, (before, after) => {
      for (const message of cartMessages(before, after)) void send(message);
    });
    // What the writes say themselves (installs, purchases, a charge's steps), each once.
    const offOutbox = store.hostOutbox.listen((message) => {
      for (const untold of untoldMessages([message], toldMoments(bridge))) void send(untold);
    });
    return () => {
      offEvents();
      offStore();
      offCart();
      offOutbox();
    };
  }, [bridge, embedding, navigate, store, product, since]);

  // A host that shows the toasts itself gets each one once (Notifications draws none); the
  // ghost-login notice keeps its own bar.
  useEffect(() => {
    if (!bridge || notifications !== 'events') return;
    const send = quietly(bridge.send);
    const told = new Set(store.getState().notifications.map((n) => n.id));
    const tell = (list: ReturnType<typeof store.getState>['notifications']) => {
      for (const n of list) {
        if (told.has(n.id) || n.type === 'ghostLoginBrowsing') continue;
        told.add(n.id);
        void send({ type: 'notification', id: n.id, kind: n.kind, content: n.content });
      }
    };
    tell(store.getState().notifications);
    return store.subscribe((next, previous) => {
      if (next.notifications !== previous.notifications) tell(next.notifications);
    });
  }, [bridge, notifications, store]);

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

  // One page view per address: a render that leaves the address as it was reports nothing.
  const reported = useRef<{ bridge: unknown; key: string } | null>(null);
  useEffect(() => {
    if (!bridge) return;
    const pathname = hostPathOf(location.pathname, embedding);
    const key = `${pathname}${location.search}`;
    if (reported.current?.bridge === bridge && reported.current.key === key) return;
    reported.current = { bridge, key };
    void track(bridge, { name: 'page_view', properties: { pathname, search: location.search } });
  }, [bridge, embedding, location.pathname, location.search]);

  return null;
}
