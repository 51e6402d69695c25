import { describe, expect, it } from 'vitest';
import { isIgnoredError } from './error-reporting.ts';

/** A browser's DOMException as the domain sees it (an Error with a name): the domain has no DOM types. */
const storageError = (message: string, name: string): Error => Object.assign(new Error(message), { name });

describe("isIgnoredError: spec 8's ignore list (chunk loads, fetches, JSON end of input, resize observer loops, storage)", () => {
  it.each([
    ['a chunk that did not load', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
    ['a dynamic import that failed', new TypeError('Failed to fetch dynamically imported module: http://localhost:4001/assets/Cart.js')],
    ["Chrome's fetch failure", new TypeError('Failed to fetch')],
    ["Firefox's fetch failure", new TypeError('NetworkError when attempting to fetch resource.')],
    ["Safari's fetch failure", new TypeError('Load failed')],
    ['JSON cut short', new SyntaxError('Unexpected end of JSON input')],
    ['a resize observer loop', 'ResizeObserver loop completed with undelivered notifications.'],
    ['a cross-storage problem', new Error('cross-storage: hub did not respond')],
    ['local storage refused', storageError("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')],
    ['a full storage', storageError('The quota has been exceeded.', 'QuotaExceededError')],
    ['an ignored cause', new Error('The cart could not be read', { cause: new TypeError('Failed to fetch') })],
  ])('ignores %s', (_what, error) => {
    expect(isIgnoredError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['a failed request with a status', { message: 'Application not found.' }],
    ['a message that only mentions fetching', new Error('Failed to fetch the cart: 500')],
    ['nothing at all', undefined],
  ])('reports %s', (_what, error) => {
    expect(isIgnoredError(error)).toBe(false);
  });
});
