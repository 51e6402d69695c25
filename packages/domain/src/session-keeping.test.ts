import { describe, expect, it } from 'vitest';
import { hasSessionCookie, sessionKeeping } from './session-keeping.ts';

describe('a top-level page leaves the token to the platform cookie, a framed one keeps it in memory', () => {
  it('chooses by embedding', () => {
    expect(sessionKeeping('inline')).toBe('cookie');
    expect(sessionKeeping('framed')).toBe('memory');
  });

  it('reads only the exact secret-free flag among the cookies', () => {
    expect(hasSessionCookie('a=1; __Host-marketplace_signed_in=1; b=2')).toBe(true);
    expect(hasSessionCookie('__Host-marketplace_signed_in=')).toBe(false);
    expect(hasSessionCookie('x__Host-marketplace_signed_in=1')).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
  });
});
