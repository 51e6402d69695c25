/**
 * Loads what the detail page needs through the query cache: the app by slug, the app's resources
 * and its feedback summary, and the developer's profile for the byline (its rows of other apps
 * come from data/use-catalogue-pages.ts).
 */
import type { App } from '@marketplace/domain/entities/app';
import type { FeedbackSummary } from '@marketplace/domain/entities/feedback';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAppResources } from '../data/use-app-resources.ts';
import { useDeveloperProfile } from '../data/use-developers.ts';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { readFailureOf, readStateOf } from '../data/failure.ts';

export type AppDetailState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; message: string } | { kind: 'ready'; app: App };

/** The app by slug through the query cache (a server-rendered page seeded it: hydrating asks nothing). */
export function useAppDetail(slug: string): { state: AppDetailState; retry: () => void } {
  const { reads } = useMarketplaceStoreApi();
  const query = useQuery(reads.publishedApp(slug));
  const { refetch } = query;
  // Retry shows the skeleton at once, until the app's read answers anew: the cache may report the
  // read's restart together with a fast failure, which would leave the old error on screen.
  const answered = `${query.dataUpdatedAt}:${query.errorUpdateCount}`;
  const [retriedAfter, setRetriedAfter] = useState<string | null>(null);
  const retry = useCallback(() => {
    setRetriedAfter(answered);
    void refetch();
  }, [answered, refetch]);

  let state: AppDetailState;
  if (retriedAfter === answered) state = { kind: 'loading' };
  else if (query.data) state = { kind: 'ready', app: query.data };
  else if (query.isError) state = { kind: 'error', message: readFailureOf(query.error).message };
  else if (query.data === undefined) state = { kind: 'loading' };
  // Null means the platform answered 404 for the slug.
  else state = { kind: 'missing' };
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

/** Resources and feedback of the app on screen, through the query cache (seeded by a server-rendered page). */
export function useAppExtras(appId: string) {
  const { read: resources, reload: reloadResources } = useAppResources(appId);
  const { reads } = useMarketplaceStoreApi();
  const feedback = useQuery(reads.feedback(appId));
  const summary: FeedbackSummary | undefined = feedback.data;
  return {
    resources,
    summary,
    feedbackRequest: readStateOf(feedback),
    reloadResources,
    reloadFeedback: () => void feedback.refetch(),
  };
}
