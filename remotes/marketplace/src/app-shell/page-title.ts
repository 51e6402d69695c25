/**
 * Each screen names itself once: the document title follows '{title} | {product} Integrations',
 * the navigation is announced ('Navigated to {page title}'), and the host hears the new title.
 */
import { navigationAnnouncement, pageTitle } from '@marketplace/domain/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from './Announcer.tsx';
import { hostPathOf } from './host-paths.ts';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

export function usePageTitle(title: string | null): void {
  const { product, bridge, embedding } = useMarketplaceOptions();
  const announce = useAnnounce();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (title === null) return;
    const full = pageTitle(title, product);
    document.title = full;
    announce(navigationAnnouncement(full));
    void bridge?.send({ type: 'route_change', pathname: hostPathOf(pathname, embedding), search, title: full }).catch(() => undefined);
  }, [title, product, announce, bridge, embedding, pathname, search]);
}
