import { describe, expect, it } from 'vitest';
import { isLoginStateValid, parseAuthHash, regionOfToken, shouldScrollToHash } from './auth-hash.ts';

describe('parseAuthHash', () => {
  it.each([
    ['', { accessToken: null, expiresIn: null, state: null, ghostLogin: false }],
    ['#access_token=dal%3Aabc&expires_in=3600&state=s1', { accessToken: 'dal:abc', expiresIn: 3600, state: 's1', ghostLogin: false }],
    ['#access_token=t&frenzied', { accessToken: 't', expiresIn: null, state: null, ghostLogin: true }],
    ['#frenzied=1', { accessToken: null, expiresIn: null, state: null, ghostLogin: true }],
    ['#access_token=%E0%A4%A', { accessToken: '%E0%A4%A', expiresIn: null, state: null, ghostLogin: false }],
    ['#reviews', { accessToken: null, expiresIn: null, state: null, ghostLogin: false }],
  ])('%j', (hash, expected) => {
    expect(parseAuthHash(hash)).toEqual(expected);
  });
});

describe('shouldScrollToHash', () => {
  it.each([
    ['#reviews', true],
    ['reviews', true],
    ['', false],
    ['#', false],
    ['#access_token=abc&expires_in=1', false],
  ])('%j → %s', (hash, expected) => {
    expect(shouldScrollToHash(hash)).toBe(expected);
  });
});

describe('isLoginStateValid', () => {
  it.each([
    ['abc', 'abc', true],
    ['abc', 'xyz', false],
    [null, null, false],
    ['', '', false],
    ['abc', undefined, false],
  ])('returned %j, stored %j → %s', (returned, stored, expected) => {
    expect(isLoginStateValid(returned, stored)).toBe(expected);
  });
});

describe('regionOfToken', () => {
  it.each([
    ['dal:abc', 'dal'],
    ['fra:abc', 'fra'],
    ['fra-a:abc', 'fra-a'],
    ['fra-b:abc', 'fra-b'],
    ['xyz:abc', null],
    ['abc', null],
    [null, null],
  ])('%j → %j', (token, expected) => {
    expect(regionOfToken(token)).toBe(expected);
  });
});
