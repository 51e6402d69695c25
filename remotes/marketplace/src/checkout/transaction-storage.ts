/**
 * The one-app checkout's transaction in session storage (spec 9: kept 30 minutes): written when a
 * charge is created, read on load so a reload in the middle of a payment resumes that charge,
 * removed once the payment ends.
 */
import { isResumable } from '@marketplace/domain/cart-summary';
import { transactionSnapshotSchema, type TransactionSnapshot } from '@marketplace/domain/entities/checkout-transaction';

const keyOf = (slug: string) => `marketplace.checkout.${slug}`;

export function saveTransaction(snapshot: TransactionSnapshot): void {
  try {
    sessionStorage.setItem(keyOf(snapshot.slug), JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: the payment goes on, only a reload could not resume it.
  }
}

/** The stored transaction for `slug`, if it is younger than 30 minutes; an old one is dropped. */
export function resumableTransaction(slug: string, now: Date): TransactionSnapshot | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(keyOf(slug));
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const snapshot = transactionSnapshotSchema.safeParse(parsed);
  if (snapshot.success && isResumable(snapshot.data, now)) return snapshot.data;
  forgetTransaction(slug);
  return null;
}

export function forgetTransaction(slug: string): void {
  try {
    sessionStorage.removeItem(keyOf(slug));
  } catch {
    // Nothing to forget.
  }
}
