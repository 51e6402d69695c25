/**
 * Who may rate and review an app: an organisation that has it installed, or uninstalled it at most
 * REVIEW_GRACE_DAYS ago (reviews from users, not from passers-by); and how long the reviewer's
 * organisation has used the app, shown beside each review. Server and screens both ask here.
 */
import { addDays, addMonths, toDate, type DateInput } from './dates.ts';

/** Days after an uninstall during which the organisation may still rate and review. */
export const REVIEW_GRACE_DAYS = 45;

/** What an organisation that may not review is told, and what the platform refuses with. */
export const reviewNeedsInstallMessage = 'Install the app to review it';

/**
 * An organisation's use of an app: since when (its current install, or its last one), and until
 * when (null while it is installed).
 */
export interface AppUse {
  since: DateInput;
  until: DateInput | null;
}

/** Whether an organisation with that use of the app (null: never installed) may rate and review it now. */
export function mayReview(use: AppUse | null, now: DateInput): boolean {
  if (use === null) return false;
  if (use.until === null) return true;
  const until = toDate(use.until);
  const at = toDate(now);
  return until !== null && at !== null && at.getTime() <= addDays(until, REVIEW_GRACE_DAYS).getTime();
}

/** Whole calendar months from `from` to `to` (Jan 31 → Feb 28 is none). */
function monthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  while (months > 0 && addMonths(from, months).getTime() > to.getTime()) months--;
  return Math.max(0, months);
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * How long an organisation has used (or used) an app, as a review shows it: 'Used the app for
 * less than a day', '12 days', '3 months', '1 year 2 months'. `now` ends a use still running.
 */
export function appUseText(use: AppUse, now: DateInput): string {
  const since = toDate(use.since);
  const until = toDate(use.until ?? now);
  if (since === null || until === null || until.getTime() <= since.getTime()) return 'Used the app for less than a day';
  const months = monthsBetween(since, until);
  if (months === 0) {
    const days = Math.floor((until.getTime() - since.getTime()) / (24 * 60 * 60 * 1000));
    return days === 0 ? 'Used the app for less than a day' : `Used the app for ${counted(days, 'day')}`;
  }
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years > 0 ? counted(years, 'year') : null, rest > 0 ? counted(rest, 'month') : null].filter(Boolean);
  return `Used the app for ${parts.join(' ')}`;
}
