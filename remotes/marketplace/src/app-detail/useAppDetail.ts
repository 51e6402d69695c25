/**
 * Loads what the detail page needs through the store: the app by slug, the published summaries
 * (for more-by-developer and related apps, and to tell an unknown slug from a failed request), the
 * app's resources and its feedback summary, and the developer's profile for the byline.
 */
import type { App } from '@marketplace/domain/entities/app';
import { useCallback, useEffect, useState } from 'react';
import { useAppResources } from '../data/use-app-resources.ts';
import { useDeveloperProfile } from '../data/use-developers.ts';
import { servedRead } from '../store/apps-slice.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import type { MarketplaceState } from '../store/marketplace-store.ts';
import { toSliceError } from '../store/request-status.ts';

export type AppDetailState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; message: string } | { kind: 'ready'; app: App };

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
  const listStatus = useMarketplaceStore((s) => s.publishedSummaries.status);
  const listError = useMarketplaceStore((s) => s.publishedSummaries.error);
  const loadPublishedApp = useMarketplaceStore((s) => s.loadPublishedApp);
  const loadPublishedSummaries = useMarketplaceStore((s) => s.loadPublishedSummaries);
  const takeServedRead = useMarketplaceStore((s) => s.takeServedRead);
  // Which slug the single-app request came back empty for (stale answers for another slug are ignored).
  const [notFoundSlug, setNotFoundSlug] = useState<string | null>(null);
  // Which slug the single-app request failed for, and why (the store rejects on anything but a 404).
  const [failure, setFailure] = useState<{ slug: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A server-rendered page came with this app (issue 15): hydrating sends no request for it.
    if (attempt === 0 && takeServedRead(servedRead.app(slug))) return;
    let live = true;
    loadPublishedApp(slug).then(
      (found) => {
        if (live) setNotFoundSlug(found === null ? slug : null);
      },
      (error: unknown) => {
        if (live) setFailure({ slug, message: toSliceError(error).message });
      },
    );
    return () => {
      live = false;
    };
  }, [slug, loadPublishedApp, takeServedRead, attempt]);

  // The list may already be there from the catalogue; otherwise (or after a failure) load it.
  useEffect(() => {
    if (listStatus === 'idle') void loadPublishedSummaries();
  }, [listStatus, loadPublishedSummaries]);

  const retry = useCallback(() => {
    setNotFoundSlug(null);
    setFailure(null);
    setAttempt((n) => n + 1);
    void loadPublishedSummaries();
  }, [loadPublishedSummaries]);

  let state: AppDetailState;
  if (app) state = { kind: 'ready', app };
  else if (failure?.slug === slug) state = { kind: 'error', message: failure.message };
  else if (notFoundSlug !== slug) state = { kind: 'loading' };
  // Null means the platform answered 404 for the slug. The fall-back to /apps/ still waits for the
  // published list, as before the store told 404s from failures: a failed list shows its error.
  else if (listStatus === 'fulfilled') state = { kind: 'missing' };
  else if (listStatus === 'rejected') state = { kind: 'error', message: listError?.message ?? 'The app could not be loaded.' };
  else state = { kind: 'loading' };
  return { state, retry };
}

/** What the header says about the developer: nothing, a placeholder while loading, or the name. */
export type DeveloperByline = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; name: string; slug: string };

/**
 * The developer of the app on screen, loaded once per developer id. A failed load shows nothing:
 * the byline is a nicety, and the rest of the page does not depend on it.
 */
export function useDeveloperByline(developerId: string | null | undefined): DeveloperByline {
  const query = useDeveloperProfile(developerId);
  if (!developerId || query.isError) return { kind: 'none' };
  if (query.isSuccess) return query.data?.name ? { kind: 'ready', name: query.data.name, slug: query.data.slug } : { kind: 'none' };
  return { kind: 'loading' };
}

/** Resources (through the query cache) and feedback of the app on screen, loaded once per app id. */
export function useAppExtras(appId: string) {
  const { read: resources, reload: reloadResources } = useAppResources(appId);
  const loadFeedback = useMarketplaceStore((s) => s.loadFeedback);
  const summary = useMarketplaceStore((s) => s.feedbackSummaries[appId]);
  const feedbackRequest = useMarketplaceStore((s) => s.feedbackRequests[appId]);
  const takeServedRead = useMarketplaceStore((s) => s.takeServedRead);

  useEffect(() => {
    // What a server-rendered page came with (issue 15) is not asked again while hydrating.
    if (!takeServedRead(servedRead.feedback(appId))) void loadFeedback(appId);
  }, [appId, loadFeedback, takeServedRead]);

  return {
    resources,
    summary,
    feedbackRequest,
    reloadResources,
    reloadFeedback: () => void loadFeedback(appId),
  };
}
