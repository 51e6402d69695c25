/**
 * Whether a form POST came from a page of the site it is sent to, from the headers browsers add
 * to it: Sec-Fetch-Site when the browser sends it, otherwise Origin against the request's own
 * host. A request with neither is a client that is not a browser (it holds no visitor's session
 * to abuse) and is let through; a browser posting from another site always sends one of them.
 */
export interface FormPostHeaders {
  secFetchSite?: string | undefined;
  origin?: string | undefined;
  /** The Host the request was sent to. */
  host?: string | undefined;
}

export function isSameSiteFormPost(headers: FormPostHeaders): boolean {
  if (headers.secFetchSite !== undefined) return headers.secFetchSite === 'same-origin';
  if (headers.origin === undefined) return true;
  // 'null' (a sandboxed frame, a data: page) or another unreadable origin is not this site.
  const host = /^https?:\/\/([^/?#\s]+)$/i.exec(headers.origin)?.[1];
  return host !== undefined && headers.host !== undefined && host.toLowerCase() === headers.host.toLowerCase();
}

/** What the sign-in page says when a form from elsewhere tried to sign the visitor in. */
export const crossSiteSignInMessage =
  'This sign-in was sent from another website, so nobody was signed in. To sign in, open the sign-in from the marketplace itself and choose an account there.';
