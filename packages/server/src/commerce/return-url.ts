/**
 * Where a charge may send the browser back to (its return_url): an http(s) address on the
 * marketplace's own origins or on the charged app's site. A `javascript:` or `data:` address, or
 * another site, would run or land wherever the caller chose once the user confirms.
 */
import { HttpError } from '../http/errors.ts';

/** An app's own site: where its sign-in client (direct install) and its charges may return. */
export const appSiteOrigin = (slug: string): string => `https://${slug}.example.com`;

/** Throws 422 unless `returnUrl` is http(s) on one of `origins`. */
export function checkReturnUrl(returnUrl: string, origins: readonly string[]): void {
  const url = URL.canParse(returnUrl) ? new URL(returnUrl) : null;
  const allowed = url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && origins.includes(url.origin);
  if (!allowed) throw new HttpError(422, 'invalid_return_url', 'return_url must be an http(s) address on the marketplace or on the app’s own site.');
}
