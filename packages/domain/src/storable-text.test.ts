import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPath } from './storable-text.ts';

describe('isStorableText: no NUL byte, no lone surrogate', () => {
  it.each([
    ['plain', true],
    ['emoji 😀 pairs', true],
    ['', true],
    ['a\u0000b', false],
    ['lone high \ud800', false],
    ['lone low \udc00 first', false],
    ['\ud800\ud800', false],
    ['reversed \udc00\ud800', false],
  ])('%j → %s', (text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });
});

describe('unstorableTextPath', () => {
  it('names the first bad string or key, walking arrays and objects', () => {
    expect(unstorableTextPath({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
    expect(unstorableTextPath({ ['k\ud800']: 1 }, 'query')).toBe('query');
    expect(unstorableTextPath({ a: 1, b: [true, null, 'fine'] }, 'body')).toBeNull();
  });

  it('refuses nesting deeper than its limit', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(unstorableTextPath(deep, 'body')).not.toBeNull();
  });
});
