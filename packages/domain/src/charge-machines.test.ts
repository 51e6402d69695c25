import { describe, expect, it } from 'vitest';
import {
  recurrentChargeAmount,
  recurrentChargeStatusWords,
  subscriptionActions,
  applyDirectAction,
  applyRecurrentAction,
  chargeTransitionMessage,
  directChargeTransitions,
  archiveCharge,
  replaceCharge,
  directChargeActions,
  directPollOutcome,
  isProcessable,
  isRefundedOnCancel,
  nextDirectStatus,
  nextRecurrentStatus,
  recurrentChargeActions,
  recurrentPollOutcome,
  type DirectChargeAction,
  type RecurrentChargeAction,
} from './charge-machines.ts';
import type { DirectCharge, DirectChargeStatus, RecurrentCharge, RecurrentChargeStatus } from './entities/charges.ts';

describe('recurrent charge transitions', () => {
  it.each<[RecurrentChargeStatus, RecurrentChargeAction, RecurrentChargeStatus | null]>([
    ['pending', 'accept', 'accepted'],
    ['pending', 'decline', 'declined'],
    ['pending', 'cancel', 'cancelled'],
    ['pending', 'activate', null],
    ['accepted', 'activate', 'active'],
    ['accepted', 'accept', null],
    ['accepted', 'decline', null],
    ['accepted', 'cancel', 'cancelled'],
    ['active', 'cancel', 'cancelled'],
    ['active', 'freeze', 'frozen'],
    ['active', 'decline', null],
    ['frozen', 'activate', 'active'],
    ['frozen', 'cancel', 'cancelled'],
    ['declined', 'accept', null],
    ['cancelled', 'activate', null],
  ])('%s + %s → %j', (status, action, expected) => {
    expect(nextRecurrentStatus(status, action)).toBe(expected);
  });

  it.each(recurrentChargeActions)('declined and cancelled are terminal (%s)', (action) => {
    expect(nextRecurrentStatus('declined', action)).toBeNull();
    expect(nextRecurrentStatus('cancelled', action)).toBeNull();
  });
});

describe('direct charge transitions', () => {
  it.each<[DirectChargeStatus, DirectChargeAction, DirectChargeStatus | null]>([
    ['pending', 'accept', 'accepted'],
    ['pending', 'decline', 'failed'],
    ['pending', 'activate', null],
    ['accepted', 'activate', 'processed'],
    ['accepted', 'accept', null],
    ['accepted', 'decline', null],
    ['processed', 'succeed', 'success'],
    ['processed', 'fail', 'failed'],
    ['processed', 'accept', null],
  ])('%s + %s → %j', (status, action, expected) => {
    expect(nextDirectStatus(status, action)).toBe(expected);
  });

  it.each(directChargeActions)('success and failed are terminal (%s)', (action) => {
    expect(nextDirectStatus('success', action)).toBeNull();
    expect(nextDirectStatus('failed', action)).toBeNull();
  });
});

describe('isProcessable', () => {
  it.each([
    ['pending', true],
    ['accepted', false],
    ['processed', false],
    ['active', false],
    ['success', false],
    ['declined', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isProcessable({ status })).toBe(expected);
  });
});

describe('polling', () => {
  it.each<[RecurrentChargeStatus, string]>([
    ['active', 'success'],
    ['declined', 'failure:paymentDeclined'],
    ['cancelled', 'failure:paymentCancelled'],
    ['pending', 'poll'],
    ['accepted', 'poll'],
    ['frozen', 'poll'],
  ])('recurrent %s → %s', (status, expected) => {
    const outcome = recurrentPollOutcome(status);
    expect(outcome.kind === 'failure' ? `failure:${outcome.code}` : outcome.kind).toBe(expected);
  });

  it.each<[DirectChargeStatus, string]>([
    ['success', 'success'],
    ['failed', 'failure:paymentFailed'],
    ['pending', 'poll'],
    ['accepted', 'poll'],
    ['processed', 'poll'],
  ])('direct %s → %s', (status, expected) => {
    const outcome = directPollOutcome(status);
    expect(outcome.kind === 'failure' ? `failure:${outcome.code}` : outcome.kind).toBe(expected);
  });
});

describe('applying actions to charges', () => {
  const recurrent: RecurrentCharge = {
    id: 'r',
    name: 'Pro',
    price: 1000,
    return_url: 'https://x',
    trial_days: 0,
    months: 1,
    quantity: 1,
    per_account: false,
    order_client_id: 'o',
    test: false,
    status: 'pending',
  };
  const direct: DirectCharge = { ...recurrent, months: null, status: 'pending' };

  it('moves a recurrent charge and refuses what the table refuses', () => {
    expect(applyRecurrentAction(recurrent, 'accept')).toEqual({ ok: true, charge: { ...recurrent, status: 'accepted' } });
    expect(applyRecurrentAction(recurrent, 'activate')).toEqual({ ok: false, reason: 'transition-refused', from: 'pending', action: 'activate' });
  });

  it('moves a direct charge and refuses what the table refuses', () => {
    expect(applyDirectAction(direct, 'decline')).toEqual({ ok: true, charge: { ...direct, status: 'failed' } });
    expect(applyDirectAction({ ...direct, status: 'accepted' }, 'accept')).toEqual({
      ok: false,
      reason: 'transition-refused',
      from: 'accepted',
      action: 'accept',
    });
  });
});

describe('charge lists', () => {
  const a = { id: 'a', status: 'pending' };
  const b = { id: 'b', status: 'active' };
  it.each([
    ['replaces by id', [a, b], { id: 'b', status: 'cancelled' }, [a, { id: 'b', status: 'cancelled' }]],
    ['appends a new one', [a], b, [a, b]],
  ])('%s', (_case, list, charge, expected) => {
    expect(replaceCharge(list, charge)).toEqual(expected);
  });

  it('archive removes the item', () => {
    expect(archiveCharge([a, b], 'a')).toEqual([b]);
  });
});

describe('chargeTransitionMessage', () => {
  it('reads as a sentence for every refused transition', () => {
    expect(chargeTransitionMessage('accepted', 'decline')).toBe('This charge cannot be declined because it is already accepted.');
    expect(chargeTransitionMessage('pending', 'activate')).toBe('This charge cannot be activated because it is still waiting to be accepted.');
    for (const [status, row] of Object.entries(directChargeTransitions)) {
      for (const action of directChargeActions.filter((a) => !(a in row))) {
        expect(chargeTransitionMessage(status as keyof typeof directChargeTransitions, action)).not.toMatch(/eed\b|eed\.|\bA [aeiou]/);
      }
    }
  });
});

describe('isRefundedOnCancel: a period paid for but never begun is paid back', () => {
  it.each([
    ['accepted', true],
    ['pending', false],
    ['active', false],
    ['frozen', false],
    ['declined', false],
    ['cancelled', false],
  ] as const)('a recurrent charge cancelled while %s → refunded: %s', (status, refunded) => {
    expect(isRefundedOnCancel(status)).toBe(refunded);
  });
});

describe("My apps' subscriptions", () => {
  it('offers accept and decline on a pending charge, cancel on a running one, reactivate or cancel on a frozen one, nothing on an ended one', () => {
    expect(subscriptionActions('pending')).toEqual(['accept', 'decline']);
    expect(subscriptionActions('active')).toEqual(['cancel']);
    expect(subscriptionActions('frozen')).toEqual(['activate', 'cancel']);
    expect(subscriptionActions('declined')).toEqual([]);
    expect(subscriptionActions('cancelled')).toEqual([]);
    expect(recurrentChargeStatusWords.frozen).toBe('Frozen');
    expect(recurrentChargeAmount({ price: 1900, quantity: 2, taxes: null })).toBe(3800);
  });
});
