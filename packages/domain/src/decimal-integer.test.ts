import { describe, expect, it } from 'vitest';
import { decimalIntegerSchema, parseDecimalInteger } from './decimal-integer.ts';

describe('decimal integers', () => {
  it('reads decimal digits only', () => {
    expect(parseDecimalInteger('16')).toBe(16);
    expect(parseDecimalInteger('007')).toBe(7);
    for (const text of ['0x10', '0b1', '0o7', '1e3', '1.5', '-1', '+1', ' 1', '1 ', '', ' ', 'Infinity', 'NaN', '1_000', '１'])
      expect({ text, value: parseDecimalInteger(text) }).toEqual({ text, value: null });
  });

  it("refuses anything else, or a number out of range, with the parameter's message", () => {
    const page = decimalIntegerSchema({ min: 1, max: 100, message: 'page is a whole number from 1.' });
    expect(page.parse('3')).toBe(3);
    expect(page.parse(4)).toBe(4);
    for (const value of ['0x10', '0', '101', '2.5', 2.5, '', null]) expect(page.safeParse(value).error?.issues[0]?.message).toBe('page is a whole number from 1.');
    expect(decimalIntegerSchema({ min: 0, max: 9 }).safeParse('x').error?.issues[0]?.message).toBe('Expected a whole number from 0 to 9, in decimal digits.');
  });
});
