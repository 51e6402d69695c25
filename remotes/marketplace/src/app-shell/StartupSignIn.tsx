/**
 * At start-up the marketplace finds its user: a token just sent back by the accounts page (in the
 * hash), else the one remembered for the day, else — framed in the agent app — the host's
 * credentials (spec 7: in the agent app the token comes through a credentials event).
 */
import { useEffect } from 'react';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { forgetToken, rememberToken, rememberedToken, takeTokenFromHash } from './sign-in.ts';
import { isSignInCallback } from './sign-in-ways.ts';
import { rememberGhostLogin, rememberedGhostLogin } from './ghost-login.ts';

export function StartupSignIn() {
  const store = useMarketplaceStoreApi();
  const { bridge, embedding } = useMarketplaceOptions();
  const token = useMarketplaceStore((s) => s.session.token);
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const ghost = useMarketplaceStore((s) => s.session.isGhostLogin);

  useEffect(() => {
    // A sign-in frame or popup: the window that opened it reads the answer from our address.
    if (isSignInCallback(window.location.pathname)) return;
    const fromHash = takeTokenFromHash();
    const { signInWithToken } = store.getState();
    if (fromHash) {
      void signInWithToken(fromHash.token, { ghostLogin: fromHash.ghostLogin });
      return;
    }
    // A ghost login of this browser session comes back on reload (spec 4), before the day's cookie.
    const ghost = rememberedGhostLogin();
    if (ghost) {
      void signInWithToken(ghost, { ghostLogin: true });
      return;
    }
    const remembered = rememberedToken();
    if (remembered) {
      void signInWithToken(remembered);
      return;
    }
    if (embedding === 'framed' && bridge) {
      void bridge
        .send({ type: 'credentials' })
        .then((credentials) => (credentials ? signInWithToken(credentials.token) : false))
        .catch(() => undefined);
    }
  }, [store, bridge, embedding]);

  // A ghost login lasts for the browser session; anyone else is remembered for the day.
  useEffect(() => {
    if (authorized && token && ghost) rememberGhostLogin(token);
    if (authorized && token && !ghost) rememberToken(token);
    if (!authorized && token === null) forgetToken();
  }, [authorized, token, ghost]);

  return null;
}
