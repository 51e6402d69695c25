import { describe, expect, it } from 'vitest';
import { buildHashAction } from './build-hash.ts';

describe('spec 4: a changed build hash forces one full reload', () => {
  it('keeps the page while the served hash is its own', () => {
    expect(buildHashAction('aaa', 'aaa', null)).toBe('keep');
  });

  it('reloads when the served hash changed', () => {
    expect(buildHashAction('aaa', 'bbb', null)).toBe('reload');
    expect(buildHashAction('aaa', 'bbb', 'aaa')).toBe('reload');
  });

  it('reloads once per new hash, never in a loop', () => {
    expect(buildHashAction('aaa', 'bbb', 'bbb')).toBe('keep');
    // A later build still reloads once.
    expect(buildHashAction('aaa', 'ccc', 'bbb')).toBe('reload');
  });

  it('keeps a page that knows no hash (a development page)', () => {
    expect(buildHashAction(undefined, 'bbb', null)).toBe('keep');
  });
});
