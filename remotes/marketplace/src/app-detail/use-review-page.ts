/**
 * One page of the app's written reviews through the query cache: the sort, the star filter and
 * the page are the screen's, the order and page size the platform's (domain rules). A signed-in
 * caller's page (with its own votes) starts from the visitor's page the server rendered.
 */
import type { ReviewPage, ReviewSort } from '@marketplace/domain/review-pages';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { queryKeys } from '../data/query-client.ts';

export interface ReviewPageChoice {
  sort: ReviewSort;
  stars: number | null;
  page: number;
}

export function useReviewPage(appId: string, choice: ReviewPageChoice) {
  const { reads, queries } = useMarketplaceStoreApi();
  const account = useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));
  // A ghost login reads the same page but votes and replies to nothing (the platform refuses its writes).
  const ghost = useMarketplaceStore((s) => s.session.isGhostLogin === true);
  const query = useQuery({
    ...reads.reviewPage(appId, choice, account),
    placeholderData: (previous: ReviewPage | undefined) =>
      previous ?? (account === null ? undefined : queries.getQueryData<ReviewPage>(queryKeys.reviewPage(appId, choice.sort, choice.stars, choice.page, null))),
  });
  return {
    page: query.data && ghost ? { ...query.data, canReply: false } : query.data,
    /** A page is on screen while the next one loads (placeholder), so the list does not jump. */
    updating: query.isPlaceholderData || (query.isFetching && !query.isSuccess),
    failed: query.isError && !query.data,
    error: query.error,
    retry: () => void query.refetch(),
    /** May vote and reply: signed in as the account itself. */
    signedIn: account !== null && !ghost,
    /** The platform said, for this account (not a placeholder's visitor), that its organisation may not review the app. */
    reviewRefused: account !== null && !ghost && query.data !== undefined && !query.isPlaceholderData && !query.data.canReview,
  };
}
