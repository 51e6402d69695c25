/**
 * Connects the router to the host through the bridge: tells the host when the marketplace has
 * loaded and where it is, and follows the host's navigate and route events.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hostPathOf, marketplacePathOf } from './host-paths.ts';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

export function HostBridge() {
  const { bridge, embedding } = useMarketplaceOptions();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!bridge) return;
    void bridge.send({ type: 'loaded' }).catch(() => undefined);
    return bridge.onHostEvent((event) => {
      if (event.type === 'navigate') void navigate(event.pathname, { replace: event.replace ?? false });
      if (event.type === 'route') void navigate(marketplacePathOf(event.pathname, embedding), { replace: true });
    });
  }, [bridge, embedding, navigate]);

  useEffect(() => {
    if (!bridge) return;
    void bridge
      .send({ type: 'route_change', pathname: hostPathOf(location.pathname, embedding), search: location.search })
      .catch(() => undefined);
  }, [bridge, embedding, location.pathname, location.search]);

  return null;
}
