/**
 * At start-up the marketplace finds its user: a token just sent back by the accounts page (in the
 * hash), else the credentials of the host that embeds it (spec 7: in the agent app the token comes
 * through a credentials event; the help desk's inline marketplace asks the same way), else — on a
 * top-level page — the session the platform keeps in its HttpOnly cookie. Where a token lives is domain/session-keeping's rule: a top-level
 * page trades it for the cookie at once and never holds it; a framed one keeps it in memory only.
 */
import { sessionKeeping } from '@marketplace/domain/session-keeping';
import { MutationObserver } from '@tanstack/react-query';
import { useEffect } from 'react';
import { signInKey } from '../store/user-slice.ts';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { forgetLegacyTokenCookie, platformHoldsSession, takeTokenFromHash } from './sign-in.ts';
import { isSignInCallback } from './sign-in-ways.ts';

export function StartupSignIn() {
  const store = useMarketplaceStoreApi();
  const { bridge, embedding } = useMarketplaceOptions();

  useEffect(() => {
    // A sign-in frame or popup: the window that opened it reads the answer from our address.
    if (isSignInCallback(window.location.pathname)) return;
    if (!bridge) store.getState().hostHasAnswered();
    forgetLegacyTokenCookie();
    const fromHash = takeTokenFromHash();
    const { signInWithToken, startCookieSession, signInWithCookie } = store.getState();
    const keeping = sessionKeeping(embedding);
    // A failed ghost login is told; the visitor's own session, if any, is then found as on any start.
    if (fromHash?.kind === 'ghost-login-failed') store.getState().notify('ghostLoginFailed');
    else if (fromHash) {
      store.getState().hostHasAnswered();
      const options = { ghostLogin: fromHash.ghostLogin };
      void (keeping === 'cookie' ? startCookieSession(fromHash.token, options) : signInWithToken(fromHash.token, options));
      return;
    }
    // A host that embeds the marketplace (framed or inline, like the help desk) has its own
    // signed-in user and hands its token over, so an agent never signs in twice; it keeps the
    // token in memory, as the host itself does. Without a host answer, a top-level page falls
    // back to the platform's cookie session.
    // The calls' code loads while the host is asked, not after its answer: a signed-in screen
    // waits for the token and then for three requests, not for a chain of chunks as well.
    if (bridge) void store.api.preload?.().catch(() => undefined);
    const fromHost = bridge ? bridge.send({ type: 'credentials' }).catch(() => null) : Promise.resolve(null);
    const signInFromHost = () =>
      fromHost.then((credentials) => {
        store.getState().hostHasAnswered();
        if (credentials) return signInWithToken(credentials.token, { fromHost: true });
        if (keeping === 'cookie' && platformHoldsSession()) return signInWithCookie();
        // Nobody to sign in (the page may have been rendered for a session since ended elsewhere).
        store.getState().settleSignedOut();
        return false;
      });
    // Until the host has answered, or the platform has answered for the session its cookie keeps,
    // a sign-in is under way: the screens show that (use-signing-in.ts) rather than a Sign in
    // prompt for the moment, and their own "Sign in" waits instead of opening a second sign-in.
    if (bridge || (keeping === 'cookie' && platformHoldsSession()))
      void new MutationObserver(store.queries, { mutationKey: signInKey, mutationFn: signInFromHost }).mutate().catch(() => false);
    else void signInFromHost();
  }, [store, bridge, embedding]);

  return null;
}
