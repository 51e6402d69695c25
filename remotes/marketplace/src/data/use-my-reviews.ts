/**
 * The signed-in account's own reviews through the query cache (data/reads.ts),
 * kept per account. Rating, editing and withdrawing (data/writes.ts) update them there.
 */
import type { OwnReview } from '@marketplace/domain/entities/feedback';
import { useQuery } from '@tanstack/react-query';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';

const noReviews: OwnReview[] = [];

export function useMyReviews(): { reviews: OwnReview[]; status: 'pending' | 'fulfilled' | 'rejected' } {
  const { reads } = useMarketplaceStoreApi();
  const account = useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));
  const query = useQuery({ ...reads.myReviews(account ?? ''), enabled: account !== null });
  return { reviews: query.data ?? noReviews, status: query.isError ? 'rejected' : query.isSuccess ? 'fulfilled' : 'pending' };
}
