import { describe, expect, it } from 'vitest';
import { timeLeftInWords } from './time-left.ts';

describe('timeLeftInWords', () => {
  const now = new Date('2026-01-01T10:00:00.000Z');
  const after = (ms: number) => new Date(now.getTime() + ms);
  it.each([
    [15 * 60_000 - 2_000, '14 min 58 s'],
    [15 * 60_000, '15 min 0 s'],
    [61_500, '1 min 1 s'],
    [59_999, '59 s'],
    [0, '0 s'],
    [-5_000, '0 s'],
  ])('%i ms left reads %s', (ms, words) => {
    expect(timeLeftInWords(after(ms), now)).toBe(words);
  });
  it('reads 0 s without a deadline', () => {
    expect(timeLeftInWords(null, now)).toBe('0 s');
  });
});
