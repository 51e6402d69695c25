/** Dates: the 'MMM D, YYYY' format and calendar arithmetic, all in UTC (time comes in). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DateInput = Date | string;

/** Parses an ISO string (or copies a Date); returns null when it is not a date. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value instanceof Date ? value.getTime() : Date.parse(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

function requireDate(value: DateInput): Date {
  const date = toDate(value);
  if (date === null) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** 'MMM D, YYYY' in UTC, e.g. 'Jan 5, 2024'. */
export function formatDate(value: DateInput): string {
  const date = requireDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function addDays(value: DateInput, days: number): Date {
  return new Date(requireDate(value).getTime() + days * DAY_MS);
}

/** Adds calendar months; the day is clamped to the target month's last day (Jan 31 + 1 → Feb 29). */
export function addMonths(value: DateInput, months: number): Date {
  const date = requireDate(value);
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** Whether `now` lies within [from, to]; false when either end is not a date. */
export function isWithin(now: DateInput, from: DateInput | null | undefined, to: DateInput | null | undefined): boolean {
  const start = toDate(from);
  const end = toDate(to);
  const at = requireDate(now).getTime();
  return start !== null && end !== null && start.getTime() <= at && at <= end.getTime();
}

/** The ISO string of a date (throws on what is not a date). */
export function toIsoString(value: DateInput): string {
  return requireDate(value).toISOString();
}
