/**
 * The screens' writes as mutation options, built once per marketplace by the first screen that
 * writes (the catalogue's first view writes nothing, so their code stays out of it): a screen runs one with useMutation and reads its request state from it (pending,
 * success, error, reset), so no slice tracks a write's state by hand. Each says what it tells the
 * user (the notifications slice) and which cached reads it makes stale.
 */
import type { LazyApi } from '@marketplace/api/lazy-api';
import { isApiError } from '@marketplace/api/api-error';
import { unexpectedErrorMessage } from '@marketplace/api/error-normalisation';
import type { Clock } from '@marketplace/api/api-runtime';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import { errorCatalogue } from '@marketplace/domain/errors';
import type { ExpertMessage, ExpertReview } from '@marketplace/domain/entities/expert';
import type { AppReviewInput, FeedbackSummary, OwnReview } from '@marketplace/domain/entities/feedback';
import type { Product } from '@marketplace/domain/entities/product';
import type { PagedReview, ReviewPage } from '@marketplace/domain/review-pages';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { NotificationsSlice } from '../store/notifications-slice.ts';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import type { MarketplaceStore } from '../store/marketplace-store.ts';
import { perStore } from './per-store.ts';
import { keepWritten, queryKeys } from './query-client.ts';

interface WritesDeps {
  api: LazyApi;
  clock: Clock;
  queries: QueryClient;
  /** The store's notices, read when a write settles. */
  notices: () => Pick<NotificationsSlice, 'notify' | 'notifyFailure'>;
}

/** A review form's input the domain refused: never sent, its first message is the reason shown. */
class InvalidInput extends Error {}

/** What a failure of a review write says after its catalogue message: the form's or the platform's reason. */
const reasonOf = (error: unknown): string => (error instanceof InvalidInput || isApiError(error) ? error.message : unexpectedErrorMessage);

const parsedOrThrow = <T>(parsed: { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } }): T => {
  if (!parsed.success) throw new InvalidInput(parsed.error.issues[0]?.message ?? '');
  return parsed.data;
};

// The domain's checks of a write's input (with their schemas and zod) and the plan change's key
// load with the first such write: the catalogue's first view writes nothing, and a screen that
// writes waits for no chunk behind this one.
const reviewChecks = () => import('@marketplace/domain/entities/feedback');
const replyChecks = () => import('@marketplace/domain/review-pages');
const planChanges = () => import('@marketplace/domain/plan-change');
const idempotency = () => import('@marketplace/api/idempotency');

function createWrites({ api, clock, queries, notices }: WritesDeps) {
  /** The platform's new summary of an app: shown at once; a new, edited or withdrawn review moves in every order, so the pages are read again. */
  const keepSummary = (summary: FeedbackSummary) => {
    keepWritten<FeedbackSummary>(queries, queryKeys.feedback(summary.product), summary);
    void queries.invalidateQueries({ queryKey: queryKeys.reviewPages(summary.product) });
  };
  /** Puts the platform's answer for one review into every cached page that shows it. */
  const keepReview = (appId: string, review: PagedReview) =>
    queries.setQueriesData<ReviewPage>({ queryKey: queryKeys.reviewPages(appId) }, (page) =>
      page ? { ...page, reviews: page.reviews.map((shown) => (shown.id === review.id ? review : shown)) } : page,
    );
  /** Spec 3 and 8: a rating, checked by the domain first; 'Thank you for rating this app.' or the failure with its reason. */
  const rate = async ({ appId, review }: { appId: string; review: AppReviewInput }) => {
    const { appReviewSchema } = await reviewChecks();
    keepSummary(await api.marketplace.rate(appId, parsedOrThrow(appReviewSchema.safeParse(review))));
    notices().notify('ratingSent');
    // The own reviews now hold this one: read again when next shown (at once if on screen).
    void queries.invalidateQueries({ queryKey: queryKeys.allMyReviews() });
  };
  const rateFailed = (error: Error) => void notices().notifyFailure('ratingFailed', error, { reason: reasonOf(error) });

  return {
    rating: () => mutationOptions({ mutationKey: ['rating'], mutationFn: rate, onError: rateFailed }),
    /** My reviews: rates again (the same checks and messages); the list on screen shows the edit before the form closes. */
    reviewEdit: () =>
      mutationOptions({
        mutationKey: ['rating'],
        mutationFn: async (variables: { appId: string; review: AppReviewInput }) => {
          await rate(variables);
          await queries.refetchQueries({ queryKey: queryKeys.allMyReviews(), type: 'active' }, { cancelRefetch: false });
        },
        onError: rateFailed,
      }),
    /** My reviews: withdraws the own review of an app; one at a time (the screens read useIsMutating of this key). */
    reviewWithdrawal: () =>
      mutationOptions({
        mutationKey: ['review-withdrawal'],
        mutationFn: async (appId: string) => {
          keepSummary(await api.marketplace.withdrawReview(appId));
          queries.setQueriesData<OwnReview[]>({ queryKey: queryKeys.allMyReviews() }, (reviews) => reviews?.filter((review) => review.appId !== appId));
        },
        onSuccess: () => void notices().notify('reviewWithdrawn'),
        onError: (error) => void notices().notifyFailure('reviewWithdrawFailed', error),
      }),
    /** The account's one helpful vote for a review; the pages on screen show the new count. */
    helpfulVote: () =>
      mutationOptions({
        mutationKey: ['review-response'],
        mutationFn: async ({ appId, reviewId }: { appId: string; reviewId: string }) => {
          keepReview(appId, await api.marketplace.voteReviewHelpful(appId, reviewId));
        },
        onSuccess: () => void notices().notify('reviewVoted'),
        onError: (error) => void notices().notifyFailure('reviewVoteFailed', error, { reason: reasonOf(error) }),
      }),
    /** The app developer's reply to a review (written again to edit it). */
    reviewReply: () =>
      mutationOptions({
        mutationKey: ['review-response'],
        mutationFn: async ({ appId, reviewId, reply }: { appId: string; reviewId: string; reply: string }) => {
          const { reviewReplyBodySchema } = await replyChecks();
          keepReview(appId, await api.marketplace.replyToReview(appId, reviewId, parsedOrThrow(reviewReplyBodySchema.safeParse({ reply })).reply));
        },
        onSuccess: () => void notices().notify('replySaved'),
        onError: (error) => void notices().notifyFailure('replyFailed', error, { reason: reasonOf(error) }),
      }),
    /** Spec 8: 'Message sent successfully!' or 'We couldn't send the expert request'. */
    expertMessage: () =>
      mutationOptions({
        mutationKey: ['expert-message'],
        mutationFn: ({ expertId, message }: { expertId: string; message: ExpertMessage }) => api.experts.sendMessage(expertId, message),
        onSuccess: () => void notices().notify('expertMessageSent'),
        onError: (error) => void notices().notifyFailure('expertMessageFailed', error),
      }),
    /** Spec 8: 'Review sent to be verified!'; a 409 warns 'Review had already been sent!'; else 'Expert review couldn't be sent'. */
    expertReview: () =>
      mutationOptions({
        mutationKey: ['expert-review'],
        mutationFn: ({ expertId, review }: { expertId: string; review: ExpertReview }) => api.experts.sendReview(expertId, review),
        onSuccess: () => void notices().notify('expertReviewSent'),
        onError: (error) => void notices().notifyFailure(isApiError(error) && error.status === 409 ? 'expertReviewAlreadySent' : 'expertReviewFailed', error),
      }),
    /** A profile visit; its failure is not the visitor's concern. */
    expertVisit: () =>
      mutationOptions({
        mutationKey: ['expert-visit'],
        mutationFn: (expertId: string) => api.experts.recordVisit({ expert_id: expertId, visited_at: new Date(clock()).toISOString() }).catch(() => undefined),
      }),
    /** Spec 6: asks for access to a product, 'Request sent!' or 'Cannot send access request.'. */
    accessRequest: () =>
      mutationOptions({
        mutationKey: ['access-request'],
        mutationFn: (product: Product) => api.accounts.sendRequestForInvitation(product),
        onSuccess: () => void notices().notify('accessRequestSent'),
        onError: (error) => void notices().notifyFailure('accessRequestFailed', error),
      }),
    /**
     * My apps' Change plan: one Idempotency-Key per intent (the app, the paid period it leaves and
     * the new plan), so a double click is charged once; what the organisation pays is read anew,
     * and its subscriptions (the platform cancels the recurrent charge the new plan replaces).
     */
    planChange: (accountId: string, app: { id: string; name: string }) =>
      mutationOptions({
        mutationKey: ['plan-change', accountId, app.id],
        mutationFn: async ({ planId, since }: { planId: BillingCycle; since: string | null }) => {
          const [{ planChangeIntent }, { intentKey }] = await Promise.all([planChanges(), idempotency()]);
          return api.marketplace.changePlan(app.id, planId, { idempotencyKey: intentKey(...planChangeIntent(app.id, since, planId)) });
        },
        onSuccess: async (changed) => {
          const { planChangeText } = await planChanges();
          notices().notify('planChanged', { params: { app: app.name, plan: planChangeText(changed.planId) } });
          await Promise.all(
            [queryKeys.installedBillingOf(accountId), queryKeys.planChoices(accountId, app.id), queryKeys.payments(accountId), queryKeys.recurrentChargesOf(accountId)].map(
              (queryKey) => queries.invalidateQueries({ queryKey }),
            ),
          );
        },
      }),
    /** My apps' subscriptions: accept (and activate) or decline a pending recurrent charge, cancel a running one; every money read is asked again. */
    recurrentChargeAction: (accountId: string) =>
      mutationOptions({
        mutationKey: ['recurrent-charge-action', accountId],
        mutationFn: async ({ product, chargeId, action }: { product: Product; chargeId: string; action: 'accept' | 'decline' | 'activate' | 'cancel' }) => {
          // Each call's key is the charge's and the action's (api/recurrent-charges): a repeated click replays it.
          if (action !== 'accept') return api.recurrentCharges[action](product, chargeId);
          const accepted = await api.recurrentCharges.accept(product, chargeId);
          return accepted.status === 'accepted' ? api.recurrentCharges.activate(product, chargeId) : accepted;
        },
        onSettled: () =>
          Promise.all(
            [queryKeys.recurrentChargesOf(accountId), queryKeys.installedBillingOf(accountId), queryKeys.payments(accountId)].map((queryKey) =>
              queries.invalidateQueries({ queryKey }),
            ),
          ),
        // Refused for want of a card (a frozen charge reactivated with a payment owed): the platform's words say to add one first.
        onError: (error: Error) =>
          void notices().notifyFailure(isApiError(error) && error.code === errorCatalogue.reactivationNeedsCard.serverCode ? 'reactivationNeedsCard' : 'billingSideError', error),
      }),
  };
}

type Writes = ReturnType<typeof createWrites>;

/** The writes of one marketplace, asked through its api and kept in its query cache. */
export const writesOf: (store: MarketplaceStore) => Writes = perStore((store) =>
  createWrites({ api: store.api, clock: store.clock, queries: store.queries, notices: () => store.getState() }),
);

/** The writes of the marketplace this screen is in. */
export const useWrites = (): Writes => writesOf(useMarketplaceStoreApi());
