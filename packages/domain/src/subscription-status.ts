/** Statuses derived from a product's subscription (spec 4). */
import type { Subscription } from './entities/subscription.ts';

type Flags = Pick<Subscription, 'assigned' | 'plan' | 'active' | 'cancelled'>;

/** Assigned, no plan, not active. */
export function isTrialAssigned(subscription: Flags): boolean {
  return subscription.assigned && subscription.plan === null && !subscription.active;
}

/** Assigned and either inactive with a plan, or cancelled. */
export function isCancelledOrExpired(subscription: Flags): boolean {
  return subscription.assigned && ((!subscription.active && subscription.plan !== null) || subscription.cancelled);
}

export type SubscriptionState = 'trial' | 'cancelled-or-expired' | 'active' | 'inactive';

/** One word for a product's subscription, in the order the rules above take precedence. */
export function subscriptionState(subscription: Flags & Pick<Subscription, 'trial'>): SubscriptionState {
  if (isTrialAssigned(subscription) || (subscription.trial && subscription.active)) return 'trial';
  if (isCancelledOrExpired(subscription)) return 'cancelled-or-expired';
  return subscription.active ? 'active' : 'inactive';
}
