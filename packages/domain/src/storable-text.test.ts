import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableInput, unstorableInputMessage } from './storable-text.ts';

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

describe('unstorableInput', () => {
  it('names the first bad string or key, walking arrays and objects', () => {
    expect(unstorableInput({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toEqual({ path: 'body.a.1.b', reason: 'text' });
    expect(unstorableInput({ ['k\ud800']: 1 }, 'query')).toEqual({ path: 'query', reason: 'text' });
    expect(unstorableInput({ a: 1, b: [true, null, 'fine'] }, 'body')).toBeNull();
  });

  it('refuses nesting deeper than its limit, and says that is why', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    const found = unstorableInput(deep, 'body');
    expect(found?.reason).toBe('depth');
    expect(found && unstorableInputMessage(found)).toBe('The body nests more than 32 levels of lists and objects; nothing here accepts input that deep.');
    expect(unstorableInputMessage({ path: 'query.q', reason: 'text' })).toBe('query.q: text with a NUL byte or a lone surrogate cannot be accepted.');
  });
});
