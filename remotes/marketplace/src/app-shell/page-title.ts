/**
 * Each screen names itself once: the document title follows '{title} | {product} Integrations',
 * the navigation is announced ('Navigated to {page title}'), and the host hears one route_change
 * per screen (its address and title; a screen still loading its title reports when it has it),
 * with its breadcrumbs.
 */
import { navigationAnnouncement, pageTitle } from '@marketplace/domain/routes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from './Announcer.tsx';
import { hostPathOf } from './host-paths.ts';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

export function usePageTitle(title: string | null): void {
  const { product, bridge, embedding } = useMarketplaceOptions();
  const announce = useAnnounce();
  const { pathname, search } = useLocation();
  // Told per bridge: a render that leaves the screen (address and title) as it was tells nothing.
  const told = useRef<{ bridge: unknown; key: string } | null>(null);
  useEffect(() => {
    if (title === null) return;
    const full = pageTitle(title, product);
    // A listing's filter change moves the address but not the title: setting it again costs the
    // browser a title update on every change.
    if (document.title !== full) document.title = full;
    announce(navigationAnnouncement(full));
    const here = hostPathOf(pathname, embedding);
    const key = `${here}${search}\n${full}`;
    const last = told.current;
    if (last !== null && last.bridge === bridge && last.key === key) return;
    told.current = { bridge, key };
    void bridge?.send({ type: 'route_change', pathname: here, search, title: full }).catch(() => undefined);
    // The host shows where the user is: the marketplace home, then this screen.
    const home = hostPathOf('/', embedding);
    const items =
      here === home
        ? [{ label: title, pathname: here }]
        : [
            { label: 'Marketplace', pathname: home },
            { label: title, pathname: here },
          ];
    void bridge?.send({ type: 'breadcrumbs', items }).catch(() => undefined);
  }, [title, product, announce, bridge, embedding, pathname, search]);
}
