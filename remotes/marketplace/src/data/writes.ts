/**
 * The screens' writes as mutation options, built once per marketplace beside the reads
 * (reads.ts): a screen runs one with useMutation and reads its request state from it (pending,
 * success, error, reset), so no slice tracks a write's state by hand. Each says what it tells the
 * user (the notifications slice) and which cached reads it makes stale.
 */
import type { Api } from '@marketplace/api/api';
import { isApiError } from '@marketplace/api/api-error';
import type { Clock } from '@marketplace/api/api-runtime';
import { intentKey } from '@marketplace/api/idempotency';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import type { ExpertMessage, ExpertReview } from '@marketplace/domain/entities/expert';
import type { Product } from '@marketplace/domain/entities/product';
import { planChangeIntent, planChangeText } from '@marketplace/domain/plan-change';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { NotificationsSlice } from '../store/notifications-slice.ts';
import { queryKeys } from './query-client.ts';

interface WritesDeps {
  api: Api;
  clock: Clock;
  queries: QueryClient;
  /** The store's notices, read when a write settles. */
  notices: () => Pick<NotificationsSlice, 'notify' | 'notifyFailure'>;
}

export function createWrites({ api, clock, queries, notices }: WritesDeps) {
  return {
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
     * the new plan), so a double click is charged once; what the organisation pays is read anew.
     */
    planChange: (accountId: string, app: { id: string; name: string }) =>
      mutationOptions({
        mutationKey: ['plan-change', accountId, app.id],
        mutationFn: ({ planId, since }: { planId: BillingCycle; since: string | null }) =>
          api.marketplace.changePlan(app.id, planId, { idempotencyKey: intentKey(...planChangeIntent(app.id, since, planId)) }),
        onSuccess: async (changed) => {
          notices().notify('planChanged', { params: { app: app.name, plan: planChangeText(changed.planId) } });
          await Promise.all(
            [queryKeys.installedBillingOf(accountId), queryKeys.planChoices(accountId, app.id), queryKeys.payments(accountId)].map((queryKey) =>
              queries.invalidateQueries({ queryKey }),
            ),
          );
        },
      }),
  };
}

export type Writes = ReturnType<typeof createWrites>;
