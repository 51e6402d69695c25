import { describe, expect, it } from 'vitest';
import { makeApp, makeCart, makeUser, makeSubscription } from '../test/fixtures.ts';
import { appSchema, customPropsSchema, readFlag, readOrder } from './app.ts';
import { cartSchema } from './cart.ts';
import { recurrentChargeSchema } from './charges.ts';
import { appReviewSchema } from './feedback.ts';
import { filtersSchema } from './filters.ts';
import { subscriptionSchema } from './subscription.ts';
import { accountSchema, parseScopes, userSchema } from './user.ts';

describe('readFlag', () => {
  it.each([
    [{ isService: 'true' as const }, true],
    [{ isService: 'false' as const }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('customProps %j reads isService as %s', (customProps, expected) => {
    expect(readFlag(customProps, 'isService')).toBe(expected);
  });

  it('reads only flags', () => {
    // @ts-expect-error order is a value, not a flag
    expect(readFlag({ order: 'true' }, 'order')).toBe(true);
  });
});

describe('customPropsSchema', () => {
  it('keeps flags as the strings true/false and refuses other flag values', () => {
    expect(customPropsSchema.parse({ isPremium: 'true', order: '3' })).toEqual({ isPremium: 'true', order: '3' });
    expect(customPropsSchema.safeParse({ isPremium: true }).success).toBe(false);
    expect(customPropsSchema.safeParse({ isPremium: 'yes' }).success).toBe(false);
  });
});

describe('readOrder', () => {
  it.each([
    ['7', 7],
    ['-2', -2],
    ['abc', 0],
    [undefined, 0],
  ])('order %s reads as %i', (order, expected) => {
    expect(readOrder(order === undefined ? {} : { order })).toBe(expected);
  });
});

describe('entity schemas accept well-formed data', () => {
  it.each([
    ['app', appSchema, makeApp()],
    ['cart', cartSchema, makeCart()],
    ['user', userSchema, makeUser()],
    ['subscription', subscriptionSchema, makeSubscription()],
  ] as const)('%s', (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it('refuses an app date that is not ISO', () => {
    expect(appSchema.safeParse(makeApp({ publishedAt: 'yesterday' })).success).toBe(false);
  });
});

describe('accountSchema', () => {
  it('lowercases the product of a role', () => {
    const account = accountSchema.parse({
      account_id: 'a',
      name: 'A',
      email: 'a@x.io',
      roles: [{ role_id: '1', product: 'LiveChat', role: 'owner' }],
      properties: { active: true },
    });
    expect(account.roles[0]?.product).toBe('livechat');
  });
});

describe('recurrentChargeSchema', () => {
  it('defaults months to 1 and test to false', () => {
    const charge = recurrentChargeSchema.parse({
      id: 'c',
      name: 'n',
      price: 100,
      return_url: 'https://x',
      trial_days: 0,
      quantity: 1,
      per_account: false,
      order_client_id: 'o',
      status: 'pending',
    });
    expect(charge.months).toBe(1);
    expect(charge.test).toBe(false);
  });
});

describe('parseScopes', () => {
  it.each([
    ['billing_manage,integrations_manage', ['billing_manage', 'integrations_manage']],
    ['a, b,,', ['a', 'b']],
    ['', []],
    [null, []],
  ])('%j', (scopes, expected) => {
    expect(parseScopes(scopes)).toEqual(expected);
  });
});

describe('filtersSchema', () => {
  it('splits services and keeps known values only', () => {
    expect(filtersSchema.parse({ services: 'training,custom-development', paymentType: 'free' })).toEqual({
      services: ['training', 'custom-development'],
      paymentType: 'free',
    });
    expect(filtersSchema.safeParse({ paymentType: 'hourly' }).success).toBe(false);
  });
});

describe('appReviewSchema', () => {
  it.each([
    [{ rating: 0, name: 'Jo', review: 'ok' }, 'This field cannot be blank, please rate the app on a scale from 1-5'],
    [{ name: 'Jo', review: 'ok' }, 'This field cannot be blank, please rate the app on a scale from 1-5'],
    [{ rating: 5, name: ' ', review: 'ok' }, 'Please enter your name'],
    [{ rating: 5, name: 'J'.repeat(65), review: 'ok' }, 'Name cannot be longer than 64 characters'],
    [{ rating: 5, name: 'Jo', review: 'o' }, 'Please enter your review'],
    [{ rating: 5, name: 'Jo', review: 'o'.repeat(256) }, 'Review cannot be longer than 255 characters'],
  ])('%j → %s', (input, message) => {
    const result = appReviewSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts the limits themselves', () => {
    expect(appReviewSchema.safeParse({ rating: 1, name: 'Jo', review: 'o'.repeat(255) }).success).toBe(true);
    expect(appReviewSchema.safeParse({ rating: 5, name: 'J'.repeat(64), review: 'ok' }).success).toBe(true);
  });
});
