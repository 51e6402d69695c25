/** Where an app's card leads: its detail route for this marketplace (embedded when framed). */
import type { App } from '@marketplace/domain/entities/app';
import { appDetailPath } from '@marketplace/domain/routes';
import { useCallback } from 'react';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';

export function useAppHref(): (app: Pick<App, 'slug' | 'customProps'>) => string {
  const { embedding } = useMarketplaceOptions();
  return useCallback((app) => appDetailPath(app, { embedded: embedding === 'framed' }), [embedding]);
}
