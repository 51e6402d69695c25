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
