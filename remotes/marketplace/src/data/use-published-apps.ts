/**
 * Every published app in full through the query cache (data/reads.ts): what the cart, its search
 * and My apps read (the catalogue's screens ask for the parts they show, use-catalogue-pages.ts).
 */
import type { App } from '@marketplace/domain/entities/app';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';

const noApps: App[] = [];
const byIdOf = (apps: App[]): ReadonlyMap<string, App> => new Map(apps.map((app) => [app.id, app]));

/** The list, asked for when `load` holds (a page that needs it); otherwise only read if there. */
export function usePublishedApps(load = true): { apps: App[]; loaded: boolean } {
  const { reads } = useMarketplaceStoreApi();
  const query = useQuery({ ...reads.publishedApps(), enabled: load });
  return { apps: query.data ?? noApps, loaded: query.isSuccess };
}

/** The published apps by id, the same map for the same list; empty until some page loaded it. */
export function usePublishedAppsById(): ReadonlyMap<string, App> {
  const { reads } = useMarketplaceStoreApi();
  return useQuery({ ...reads.publishedApps(), enabled: false, select: byIdOf }).data ?? noMap;
}

const noMap: ReadonlyMap<string, App> = new Map();
