/**
 * One of the signed-in user's unpublished apps, for its private or in-review page. The platform lists only the caller's own apps (the developer's and the organisation's), so an
 * app found in the list may be shown; anyone else, signed in or not, gets the 404 page. An app in
 * the other list moves to that area's page, a published one to its public page. While an app waits
 * for its review the in-review list is reloaded every 15 s (spec 4).
 */
import type { App } from '@marketplace/domain/entities/app';
import { PUBLISHED_APPS_POLL_MS } from '@marketplace/domain/constants';
import { awaitsReview, publicationState } from '@marketplace/domain/publication';
import { appDetailPath, type AppArea } from '@marketplace/domain/routes';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { useSigningIn } from '../sign-in/use-signing-in.ts';
import { readFailureOf } from './failure.ts';

export type OwnAppArea = Exclude<AppArea, 'published'>;

export type OwnAppState = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'moved'; path: string } | { kind: 'error'; message: string } | { kind: 'ready'; app: App };

const bySlug = (apps: readonly App[] | undefined, slug: string): App | undefined => apps?.find((app) => app.slug === slug);

export function useOwnApp(slug: string, area: OwnAppArea, embedded: boolean): { state: OwnAppState; retry: () => void } {
  const { reads } = useMarketplaceStoreApi();
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const accountId = useMarketplaceStore((s) => s.session.accountId);
  const signingIn = useSigningIn({ untilFirstEnds: true });
  // Kept per account: lists read for an earlier account never decide for this one.
  const account = authorized && accountId ? accountId : null;
  const privateApps = useQuery({ ...reads.privateApps(account ?? ''), enabled: account !== null });
  const inReviewApps = useQuery({
    ...reads.inReviewApps(account ?? ''),
    enabled: account !== null,
    // While the app on screen waits for its review, the list is read again every 15 s (spec 4).
    refetchInterval: (query) =>
      area === 'in-review' && query.state.data?.some((app) => app.slug === slug && awaitsReview(publicationState(app))) ? PUBLISHED_APPS_POLL_MS : false,
  });

  const [list, otherList, otherArea] = area === 'private' ? [privateApps, inReviewApps, 'in-review' as const] : [inReviewApps, privateApps, 'private' as const];
  const current = account !== null && list.isFetched && otherList.isFetched;
  const own = current ? bySlug(list.data, slug) : undefined;
  const other = current && !own ? bySlug(otherList.data, slug) : undefined;
  // Neither list has it: it may have been published meanwhile (its public page), or be someone else's (404).
  const lookPublished = current && !own && !other && list.isSuccess;
  const published = useQuery({ ...reads.publishedApp(slug), enabled: lookPublished });

  const retry = () => {
    void privateApps.refetch();
    void inReviewApps.refetch();
  };

  let state: OwnAppState;
  if (!authorized) state = signingIn ? { kind: 'loading' } : { kind: 'not-found' };
  else if (!current) state = { kind: 'loading' };
  else if (own) state = { kind: 'ready', app: own };
  else if (other) state = { kind: 'moved', path: appDetailPath(other, { area: otherArea, embedded: embedded && otherArea === 'private' }) };
  else if (list.isError) state = { kind: 'error', message: readFailureOf(list.error).message };
  else if (published.isError || published.data === null) state = { kind: 'not-found' };
  else if (published.data) state = { kind: 'moved', path: appDetailPath(published.data, { embedded }) };
  else state = { kind: 'loading' };
  return { state, retry };
}
