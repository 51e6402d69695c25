import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatDate, isWithin, toDate } from './dates.ts';

describe('formatDate', () => {
  it.each([
    ['2024-01-05T10:00:00.000Z', 'Jan 5, 2024'],
    ['2024-12-31T23:59:59.000Z', 'Dec 31, 2024'],
    // Formatted in UTC whatever the offset of the input.
    ['2024-03-01T01:00:00+02:00', 'Feb 29, 2024'],
    [new Date(Date.UTC(2023, 8, 15)), 'Sep 15, 2023'],
  ])('%j → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});

describe('toDate', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['nope', null],
    ['2024-01-01T00:00:00Z', Date.UTC(2024, 0, 1)],
  ])('%j', (input, expected) => {
    expect(toDate(input)?.getTime() ?? null).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2024-01-15T00:00:00Z', 1, '2024-02-15T00:00:00.000Z'],
    ['2024-01-31T00:00:00Z', 1, '2024-02-29T00:00:00.000Z'],
    ['2023-01-31T00:00:00Z', 1, '2023-02-28T00:00:00.000Z'],
    ['2024-02-29T12:30:00Z', 12, '2025-02-28T12:30:00.000Z'],
    ['2024-11-30T00:00:00Z', 3, '2025-02-28T00:00:00.000Z'],
  ])('%s + %i months → %s', (input, months, expected) => {
    expect(addMonths(input, months).toISOString()).toBe(expected);
  });
});

describe('addDays', () => {
  it('adds whole days', () => {
    expect(addDays('2024-02-27T00:00:00Z', 14).toISOString()).toBe('2024-03-12T00:00:00.000Z');
  });
});

describe('isWithin', () => {
  it.each([
    ['2024-01-10T00:00:00Z', '2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', true],
    ['2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', true],
    ['2024-01-31T00:00:00Z', '2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', true],
    ['2024-02-01T00:00:00Z', '2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', false],
    ['2023-12-31T00:00:00Z', '2024-01-01T00:00:00Z', '2024-01-31T00:00:00Z', false],
    ['2024-01-10T00:00:00Z', undefined, '2024-01-31T00:00:00Z', false],
    ['2024-01-10T00:00:00Z', '2024-01-01T00:00:00Z', 'never', false],
  ])('%s within [%j, %j] → %s', (now, from, to, expected) => {
    expect(isWithin(now, from, to)).toBe(expected);
  });
});
