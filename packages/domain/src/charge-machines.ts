/**
 * Direct and recurrent charges as transition tables (spec 4): which actions each status allows,
 * when a charge is processable, and what polling makes of a status.
 */
import type { DirectCharge, DirectChargeStatus, RecurrentCharge, RecurrentChargeStatus } from './entities/charges.ts';
import type { ErrorCode } from './errors.ts';

type Table<S extends string, A extends string> = Readonly<Record<S, Readonly<Partial<Record<A, S>>>>>;

/** Recurrent: created pending, accepted, activated; cancel ends it, freeze pauses an active one. */
export const recurrentChargeActions = ['accept', 'decline', 'activate', 'cancel', 'freeze'] as const;
export type RecurrentChargeAction = (typeof recurrentChargeActions)[number];

export const recurrentChargeTransitions: Table<RecurrentChargeStatus, RecurrentChargeAction> = {
  pending: { accept: 'accepted', decline: 'declined', cancel: 'cancelled' },
  accepted: { activate: 'active', cancel: 'cancelled' },
  active: { cancel: 'cancelled', freeze: 'frozen' },
  frozen: { activate: 'active', cancel: 'cancelled' },
  declined: {},
  cancelled: {},
};

/**
 * Direct: created pending, then accepted or declined (a declined one-time charge ends failed),
 * activated (processed), and settled by billing as success or failed.
 */
export const directChargeActions = ['accept', 'decline', 'activate', 'succeed', 'fail'] as const;
export type DirectChargeAction = (typeof directChargeActions)[number];

export const directChargeTransitions: Table<DirectChargeStatus, DirectChargeAction> = {
  pending: { accept: 'accepted', decline: 'failed' },
  accepted: { activate: 'processed', fail: 'failed' },
  processed: { succeed: 'success', fail: 'failed' },
  success: {},
  failed: {},
};

/** The status after `action`, or null when the table refuses it. */
export function nextRecurrentStatus(status: RecurrentChargeStatus, action: RecurrentChargeAction): RecurrentChargeStatus | null {
  return recurrentChargeTransitions[status][action] ?? null;
}

export function nextDirectStatus(status: DirectChargeStatus, action: DirectChargeAction): DirectChargeStatus | null {
  return directChargeTransitions[status][action] ?? null;
}

export type ChargeResult<C> = { ok: true; charge: C } | { ok: false; reason: 'transition-refused'; from: string; action: string };

export function applyRecurrentAction(charge: RecurrentCharge, action: RecurrentChargeAction): ChargeResult<RecurrentCharge> {
  const status = nextRecurrentStatus(charge.status, action);
  return status === null ? { ok: false, reason: 'transition-refused', from: charge.status, action } : { ok: true, charge: { ...charge, status } };
}

export function applyDirectAction(charge: DirectCharge, action: DirectChargeAction): ChargeResult<DirectCharge> {
  const status = nextDirectStatus(charge.status, action);
  return status === null ? { ok: false, reason: 'transition-refused', from: charge.status, action } : { ok: true, charge: { ...charge, status } };
}

/**
 * A recurrent charge cancelled while accepted was paid (money moves on accept) for a period that
 * never began (it was never activated): its payment is refunded. Cancelling an active or frozen
 * charge only stops what comes next; a pending one was never paid.
 */
export function isRefundedOnCancel(status: RecurrentChargeStatus): boolean {
  return status === 'accepted' && nextRecurrentStatus(status, 'cancel') !== null;
}

/** Only pending charges may be accepted or declined: a charge is processable only when pending. */
export function isProcessable(charge: { status: DirectChargeStatus | RecurrentChargeStatus }): boolean {
  return charge.status === 'pending';
}

export type PollOutcome = { kind: 'success' } | { kind: 'failure'; code: ErrorCode } | { kind: 'poll' };

/** Recurrent polling: active is success, declined or cancelled failure, anything else keeps polling. */
export function recurrentPollOutcome(status: RecurrentChargeStatus): PollOutcome {
  if (status === 'active') return { kind: 'success' };
  if (status === 'declined') return { kind: 'failure', code: 'paymentDeclined' };
  if (status === 'cancelled') return { kind: 'failure', code: 'paymentCancelled' };
  return { kind: 'poll' };
}

/** Direct polling: success goes to thank-you, failed is a payment failure, anything else polls. */
export function directPollOutcome(status: DirectChargeStatus): PollOutcome {
  if (status === 'success') return { kind: 'success' };
  if (status === 'failed') return { kind: 'failure', code: 'paymentFailed' };
  return { kind: 'poll' };
}

/** Cancel and activate replace the charge in the list (by id); a new charge is appended. */
export function replaceCharge<C extends { id: string }>(charges: readonly C[], charge: C): C[] {
  return charges.some((each) => each.id === charge.id) ? charges.map((each) => (each.id === charge.id ? charge : each)) : [...charges, charge];
}

/** Archive removes the charge from the list. */
export function archiveCharge<C extends { id: string }>(charges: readonly C[], id: string): C[] {
  return charges.filter((each) => each.id !== id);
}

const actionDone: Readonly<Record<DirectChargeAction | RecurrentChargeAction, string>> = {
  accept: 'accepted',
  decline: 'declined',
  activate: 'activated',
  cancel: 'cancelled',
  freeze: 'frozen',
  succeed: 'completed',
  fail: 'marked as failed',
};

const statusNow: Readonly<Record<DirectChargeStatus | RecurrentChargeStatus, string>> = {
  pending: 'still waiting to be accepted',
  accepted: 'already accepted',
  processed: 'already being processed',
  success: 'already paid',
  failed: 'already failed',
  active: 'already active',
  declined: 'already declined',
  cancelled: 'already cancelled',
  frozen: 'frozen',
};

/**
 * Why a charge refuses an action, as a person would say it:
 * 'This charge cannot be activated because it is still waiting to be accepted.'
 */
export function chargeTransitionMessage(status: DirectChargeStatus | RecurrentChargeStatus, action: DirectChargeAction | RecurrentChargeAction): string {
  return `This charge cannot be ${actionDone[action]} because it is ${statusNow[status]}.`;
}

// ----- My apps' subscriptions: every recurrent charge of the account, in words, with what it allows. -----

/** Each recurrent charge status in words (spec 4). */
export const recurrentChargeStatusWords: Readonly<Record<RecurrentChargeStatus, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  active: 'Active',
  frozen: 'Frozen',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/**
 * The actions the spec allows on a listed charge: accept or decline a pending one, activate a
 * frozen one again (it then renews on its own dates, billing-schedule resumedSchedule), cancel one
 * that runs (the table decides).
 */
export function subscriptionActions(status: RecurrentChargeStatus): Array<'accept' | 'decline' | 'activate' | 'cancel'> {
  if (status === 'pending') return ['accept', 'decline'];
  const actions: Array<'activate' | 'cancel'> = [];
  if (status === 'frozen' && nextRecurrentStatus(status, 'activate') !== null) actions.push('activate');
  if (nextRecurrentStatus(status, 'cancel') !== null) actions.push('cancel');
  return actions;
}

/** What one period of a charge takes: its taxed price when the platform knows the tax, otherwise price × quantity. */
export const recurrentChargeAmount = (charge: Pick<RecurrentCharge, 'price' | 'quantity' | 'taxes'>): number => charge.taxes?.total_price ?? charge.price * charge.quantity;
