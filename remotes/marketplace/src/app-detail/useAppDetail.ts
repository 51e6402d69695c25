/**
 * Loads what the detail page needs through the store: the app by slug, the published list (for
 * more-by-developer and related apps, and to tell an unknown slug from a failed request), the
 * app's resources and its feedback summary.
 */
import type { App } from '@marketplace/domain/entities/app';
import { useCallback, useEffect, useState } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';
import type { MarketplaceState } from '../store/marketplace-store.ts';

export type AppDetailState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; app: App };

const findBySlug =
  (slug: string) =>
  (state: MarketplaceState): App | undefined => {
    const { byId, ids } = state.publishedApps;
    for (const id of ids) {
      const app = byId[id];
      if (app?.slug === slug) return app;
    }
    return undefined;
  };

export function useAppDetail(slug: string): { state: AppDetailState; retry: () => void } {
  const app = useMarketplaceStore(findBySlug(slug));
  const listStatus = useMarketplaceStore((s) => s.publishedApps.status);
  const listError = useMarketplaceStore((s) => s.publishedApps.error);
  const loadPublishedApp = useMarketplaceStore((s) => s.loadPublishedApp);
  const loadPublishedApps = useMarketplaceStore((s) => s.loadPublishedApps);
  // Which slug the single-app request came back empty for (stale answers for another slug are ignored).
  const [notFoundSlug, setNotFoundSlug] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void loadPublishedApp(slug).then((found) => {
      if (live) setNotFoundSlug(found === null ? slug : null);
    });
    return () => {
      live = false;
    };
  }, [slug, loadPublishedApp, attempt]);

  // The list may already be there from the catalogue; otherwise (or after a failure) load it.
  useEffect(() => {
    if (listStatus === 'idle') void loadPublishedApps();
  }, [listStatus, loadPublishedApps]);

  const retry = useCallback(() => {
    setNotFoundSlug(null);
    setAttempt((n) => n + 1);
    void loadPublishedApps();
  }, [loadPublishedApps]);

  let state: AppDetailState;
  if (app) state = { kind: 'ready', app };
  else if (notFoundSlug !== slug) state = { kind: 'loading' };
  // The store answers null for an unknown app and for a failed request alike: the published list
  // tells them apart (it loaded and has no such app, or it failed too).
  else if (listStatus === 'fulfilled') state = { kind: 'missing' };
  else if (listStatus === 'rejected') state = { kind: 'error', message: listError?.message ?? 'The app could not be loaded.' };
  else state = { kind: 'loading' };
  return { state, retry };
}

/** Resources and feedback of the app on screen, loaded once per app id. */
export function useAppExtras(appId: string) {
  const loadAppResources = useMarketplaceStore((s) => s.loadAppResources);
  const loadFeedback = useMarketplaceStore((s) => s.loadFeedback);
  const resources = useMarketplaceStore((s) => s.appResources[appId]);
  const summary = useMarketplaceStore((s) => s.feedbackSummaries[appId]);
  const feedbackRequest = useMarketplaceStore((s) => s.feedbackRequests[appId]);

  useEffect(() => {
    void loadAppResources(appId);
    void loadFeedback(appId);
  }, [appId, loadAppResources, loadFeedback]);

  return {
    resources,
    summary,
    feedbackRequest,
    reloadResources: () => void loadAppResources(appId),
    reloadFeedback: () => void loadFeedback(appId),
  };
}
