/**
 * The one reading of a whole number given as text (a query parameter, an environment variable):
 * decimal digits only. A number parser would also read '0x10' as 16, '1e3' as 1000, '0b1' as 1
 * and ' ' as 0; here each of those is refused with the parameter's message.
 */
import { z } from 'zod';

const DECIMAL = /^\d{1,15}$/;

/** The value of decimal digits, or null for anything else (a sign, a point, hex, exponent, spaces). */
export function parseDecimalInteger(text: string): number | null {
  return DECIMAL.test(text) ? Number(text) : null;
}

/**
 * A whole number from `min` to `max`, given as decimal digits (or already a number: a default,
 * a caller inside the process); anything else fails with `message`.
 */
export function decimalIntegerSchema(options: { min: number; max: number; message?: string }) {
  const message = options.message ?? `Expected a whole number from ${options.min} to ${options.max}, in decimal digits.`;
  return z.preprocess(
    (value) => (typeof value === 'string' ? (parseDecimalInteger(value) ?? value) : value),
    z.number({ error: message }).int(message).min(options.min, message).max(options.max, message),
  );
}
