import { errorCatalogue } from '@marketplace/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiErrorKind } from './api-error.ts';
import { messageForKind, readServerError } from './error-normalisation.ts';

describe("server errors are read from { code, message }, 'code:detail', or a payment-provider payload", () => {
  it('reads the platform shape', () => {
    expect(readServerError({ code: 'not_found', message: 'Application not found.' })).toEqual({ code: 'not_found', message: 'Application not found.' });
  });
  it('splits an error string at the first colon', () => {
    expect(readServerError({ error: 'PRODUCTS_CART_CHECKSUM:cart changed: retry' })).toEqual({
      code: 'PRODUCTS_CART_CHECKSUM',
      message: 'cart changed: retry',
    });
    expect(readServerError('card_declined:Your card was declined.')).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
  });
  it('keeps a bare error text as the message', () => {
    expect(readServerError({ error: 'Something broke' })).toEqual({ message: 'Something broke' });
  });
  it("reads a payment provider's nested error", () => {
    expect(readServerError({ error: { type: 'card_error', message: 'Insufficient funds' } })).toEqual({ code: 'card_error', message: 'Insufficient funds' });
    expect(readServerError({ errors: [{ code: 'invalid_zip', message: 'Zip is invalid' }] })).toEqual({ code: 'invalid_zip', message: 'Zip is invalid' });
  });
  it('gives nothing for unknown shapes, so the error says Unexpected error', () => {
    expect(readServerError(null)).toEqual({});
    expect(readServerError({ foo: 1 })).toEqual({});
    expect(messageForKind(ApiErrorKind.http)).toBe(errorCatalogue.unexpected.message);
  });
});

describe('errors without a server message take the catalogue message of their kind', () => {
  it('network is the ad-block message, unauthorized the logged-out message', () => {
    expect(messageForKind(ApiErrorKind.network)).toBe(errorCatalogue.adBlock.message);
    expect(messageForKind(ApiErrorKind.unauthorized)).toBe(errorCatalogue.unauthorized.message);
    expect(messageForKind(ApiErrorKind.unexpected)).toBe('Unexpected error');
  });
});
