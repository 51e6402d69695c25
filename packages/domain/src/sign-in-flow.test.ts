import { describe, expect, it } from 'vitest';
import { nextSignInWay, popupFeatures, readAuthResult } from './sign-in-flow.ts';

describe('readAuthResult reads what the accounts page sent back', () => {
  it.each([
    ['', null],
    ['#reviews', null],
    ['#access_token=dal%3Aabc&state=s1', { kind: 'token', token: 'dal:abc', ghostLogin: false, state: 's1' }],
    ['#access_token=dal:abc&state=s1&frenzied=1', { kind: 'token', token: 'dal:abc', ghostLogin: true, state: 's1' }],
    ['#error=access_denied&state=s1', { kind: 'error', error: 'access_denied', state: 's1' }],
    ['#error=unauthorized', { kind: 'error', error: 'unauthorized', state: null }],
    ['#error=made_up&state=s', { kind: 'error', error: 'invalid_request', state: 's' }],
  ])('%j → %j', (hash, expected) => {
    expect(readAuthResult(hash)).toEqual(expected);
  });
});

describe('nextSignInWay: frame, then popup, then redirect', () => {
  it.each([
    ['frame', 'unauthorized', 'popup'],
    ['frame', 'Timeout', 'popup'],
    ['frame', 'blocked', 'popup'],
    ['frame', 'access_denied', null],
    ['frame', 'invalid_request', null],
    ['popup', 'blocked', 'redirect'],
    ['popup', 'access_denied', null],
    ['popup', 'Timeout', null],
    ['redirect', 'blocked', null],
  ] as const)('%s ended with %s → %s', (way, outcome, next) => {
    expect(nextSignInWay(way, outcome)).toBe(next);
  });
});

describe('popupFeatures centres the popup on the opener', () => {
  it('500 × 700 over a 1500 × 1000 window at (100, 50)', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1500, outerHeight: 1000 }, 500, 700)).toBe('popup=yes,width=500,height=700,left=600,top=200');
  });
});
