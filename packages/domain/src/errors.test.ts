import { describe, expect, it } from 'vitest';
import { cartFailure, catalogueMessage, errorCatalogue, fillMessage, isAdBlockFailure, parseServerError, withReason, type ErrorCode } from './errors.ts';

describe('errorCatalogue', () => {
  it.each<[ErrorCode, string, string]>([
    ['adBlock', "There's been an error caused by AdBlock. Whitelist this site in AdBlock or add it to Trusted Sites in your browser.", 'error'],
    ['alreadyInstalled', 'Application is already installed.', 'error'],
    ['chargeNotFound', "This transaction doesn't exist.", 'error'],
    ['cartLocked', 'Your cart is currently blocked by the unfinished checkout process. Try again later.', 'warning'],
    ['cartLoad', "Cart couldn't be loaded. Please, contact our support.", 'error'],
    ['cartAddMany', "Products couldn't be added to the cart. Please, try again later or contact our support.", 'error'],
    ['purchaseSuccess', "You've successfully purchased the app", 'success'],
    ['couponAdded', 'The coupon has been added successfully.', 'success'],
    ['couponFailed', 'The coupon has failed due to the incorrect response status.', 'error'],
    ['expertReviewAlreadySent', 'Review had already been sent!', 'warning'],
    ['accessRequestSent', 'Request sent!', 'success'],
    ['ratingSent', 'Thank you for rating this app.', 'success'],
    ['serviceActivated', 'Service activated successfully!', 'success'],
    ['uninstallFailed', 'Uninstallation failed. Please, contact our support.', 'error'],
    ['unauthorized', "We couldn't authorize your request as you've been logged out. Log in and try again.", 'error'],
    ['unexpected', 'Unexpected error', 'error'],
  ])('%s', (code, message, kind) => {
    expect(errorCatalogue[code].message).toBe(message);
    expect(errorCatalogue[code].kind).toBe(kind);
  });

  it('names the statuses and redirects of spec 8', () => {
    expect(errorCatalogue.chargeNotFound).toMatchObject({ status: 404, redirectTo: '/' });
    expect(errorCatalogue.unauthorized).toMatchObject({ status: 401, redirectTo: '/marketplace' });
    expect(errorCatalogue.expertReviewAlreadySent.status).toBe(409);
    expect(errorCatalogue.cartLocked.serverCode).toBe('PRODUCTS_CART_CHECKOUT_STARTED');
  });
});

describe('catalogueMessage', () => {
  it.each<[ErrorCode, Record<string, string>, string]>([
    ['licenseInactive', { product: 'HelpDesk' }, 'Your HelpDesk license is inactive. Go to HelpDesk app and activate it.'],
    ['contactLicenseOwner', { product: 'LiveChat' }, 'To install contact the owner of the LiveChat license.'],
    ['ghostLoginBrowsing', { email: 'a@b.io' }, 'Browsing as a@b.io'],
    ['installFailed', { reason: 'Nope' }, 'Nope'],
    ['alreadyInstalled', {}, 'Application is already installed.'],
  ])('%s with %j', (code, params, expected) => {
    expect(catalogueMessage(code, params)).toBe(expected);
  });

  it('leaves unknown placeholders', () => {
    expect(fillMessage('Hi {who}')).toBe('Hi {who}');
  });
});

describe('withReason', () => {
  it.each([
    ['Failed.', 'Too many', 'Failed. Too many'],
    ['Failed.', '  ', 'Failed.'],
    ['Failed.', null, 'Failed.'],
  ])('%s + %j', (message, reason, expected) => {
    expect(withReason(message, reason)).toBe(expected);
  });
});

describe('parseServerError', () => {
  it.each([
    ['PRODUCTS_CART_CHECKSUM:Cart changed', { code: 'PRODUCTS_CART_CHECKSUM', message: 'Cart changed' }],
    ['code:detail: with colon', { code: 'code', message: 'detail: with colon' }],
    ['Something broke', { code: null, message: 'Something broke' }],
    ['ONLY_CODE:', { code: 'ONLY_CODE', message: 'ONLY_CODE' }],
    [':only detail', { code: null, message: 'only detail' }],
    ['', { code: null, message: 'Unexpected error' }],
    [null, { code: null, message: 'Unexpected error' }],
  ])('%j', (text, expected) => {
    expect(parseServerError(text)).toEqual(expected);
  });
});

describe('isAdBlockFailure', () => {
  it.each([
    [undefined, true],
    [null, true],
    [0, true],
    [500, false],
    [401, false],
  ])('status %j → %s', (status, expected) => {
    expect(isAdBlockFailure(status)).toBe(expected);
  });
});

describe('cartFailure', () => {
  it.each([
    ['add', 400, 'PRODUCTS_CART_CHECKOUT_STARTED', { kind: 'locked', code: 'cartLocked' }],
    ['purchase', 400, 'PRODUCTS_CART_CHECKOUT_STARTED', { kind: 'locked', code: 'cartLocked' }],
    ['purchase', 400, 'PRODUCTS_CART_CHECKSUM', { kind: 'checksum', serverCode: 'PRODUCTS_CART_CHECKSUM' }],
    ['purchase', 500, null, { kind: 'error', code: 'cartTransactionFailed' }],
    ['add', 400, 'PRODUCTS_CART_CHECKSUM', { kind: 'error', code: 'cartAdd' }],
    ['load', 500, null, { kind: 'error', code: 'cartLoad' }],
    ['create', 500, null, { kind: 'error', code: 'cartCreate' }],
    ['updatePlan', 500, null, { kind: 'error', code: 'cartPlanUpdate' }],
    ['remove', 500, null, { kind: 'error', code: 'cartRemove' }],
    ['addMany', 500, null, { kind: 'error', code: 'cartAddMany' }],
    ['checkout', 500, null, { kind: 'error', code: 'cartTransactionFailed' }],
    ['coupon', 422, null, { kind: 'error', code: 'couponFailed' }],
  ] as const)('%s failing with %j %j', (action, status, code, expected) => {
    expect(cartFailure(action, status, code)).toEqual(expected);
  });
});
