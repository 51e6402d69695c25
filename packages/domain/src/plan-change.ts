/**
 * Changing the plan of an installed app (My apps): the rules both the platform and the screen
 * follow. A change is a new charge for the new plan, billed now with no second free trial (the
 * organisation had the app already), at the tax rate of the payment it replaces; from that moment
 * the new plan's charge replaces the old one, whose recurring charge is cancelled. Nothing is paid
 * back of the old period. A change is refused for the reasons a purchase is (spec 5 and 6: the
 * inactive licence, permissions, a ghost login, maintenance...), as well as for an app that is not
 * installed, a plan the app does not sell and the plan already paid for.
 */
import { z } from 'zod';
import { paymentText } from './billing-text.ts';
import { billingCyclesOffered } from './pricing.ts';
import type { AppPayment } from './entities/app.ts';
import { taxesAt } from './cart-summary.ts';
import { billingCycleSchema, type BillingCycle } from './entities/cart.ts';
import { isoDateTimeSchema } from './entities/common.ts';
import { purchaseRefusal, type InstallContext, type Refusal } from './installability.ts';

/** PUT /applications/{id}/plan (ours): the plan the app moves to, by the spec's plan ids. */
export const planChangeBodySchema = z.object({ plan_id: billingCycleSchema });

/** One plan the app can move to, with what moving costs now: `amount` is what the ledger records. */
export const planChangeOptionSchema = z.object({
  planId: billingCycleSchema,
  /** The plan's price for the organisation (seats counted, discount of now applied), in cents. */
  price: z.number().int().nonnegative(),
  taxValue: z.number().int().nonnegative(),
  /** Charged now: price plus taxes. */
  amount: z.number().int().nonnegative(),
});
export type PlanChangeOption = z.infer<typeof planChangeOptionSchema>;

/** GET /applications/{id}/plan (ours): the plan paid for now and the plans the app can move to. */
export const planChoicesResponseSchema = z.object({
  appId: z.string(),
  /** The plan of the app's current paid period; null when nothing is paid for now. */
  current: billingCycleSchema.nullable(),
  /** When the current paid period started (names the change a click asks for: see planChangeIntent). */
  since: isoDateTimeSchema.nullable(),
  options: z.array(planChangeOptionSchema),
});
export type PlanChoices = z.infer<typeof planChoicesResponseSchema>;

/** The answer of a change: the charge that now pays for the app and the amount it charged. */
export const planChangedResponseSchema = z.object({
  appId: z.string(),
  planId: billingCycleSchema,
  chargeId: z.string(),
  amount: z.number().int().nonnegative(),
});
export type PlanChanged = z.infer<typeof planChangedResponseSchema>;

export const planChangeMessages = {
  notInstalled: 'Install the app before changing its plan.',
  unchanged: 'Your organization already pays for this app with this plan.',
  changedMeanwhile: 'The plan of this app was changed meanwhile. Reload the page to see it.',
} as const;

/** The plans an app paid with `current` can move to: the ones it sells, except the current one (a free app has none). */
export function planChangeTargets(payment: Pick<AppPayment, 'months'> | null, current: BillingCycle | null): BillingCycle[] {
  return payment === null ? [] : billingCyclesOffered(payment).filter((cycle) => cycle !== current);
}

/** What moving to a plan of `price` costs now, at the tax rate of the payment it replaces. */
export function planChangeOption(planId: BillingCycle, price: number, taxRate: number): PlanChangeOption {
  const { taxValue, total } = taxesAt(price, taxRate);
  return { planId, price, taxValue, amount: total };
}

/**
 * Why the caller may not change the app's plan, or null: the app must be installed, and every
 * refusal of a purchase other than 'already installed' applies.
 */
export function planChangeRefusal(context: InstallContext): Refusal | null {
  if (!context.installedAppIds.includes(context.app.id)) return { reason: 'not-installable', code: null, message: planChangeMessages.notInstalled };
  return purchaseRefusal({ ...context, installedAppIds: context.installedAppIds.filter((id) => id !== context.app.id) });
}

/** The words of a plan one moves to: a change is billed now, so no trial. */
export const planChangeText = (planId: BillingCycle): string => paymentText(planId, 0);

/**
 * One intent to change a plan: the app, the paid period it leaves and the plan it goes to. A
 * double click or a retry sends the same key; changing back later leaves another period.
 */
export const planChangeIntent = (appId: string, since: string | null, planId: BillingCycle): readonly string[] => ['plan', appId, since ?? 'unpaid', planId];
