/**
 * What a 'Sign in' button does: the three ways of spec 7, then the store's sign-in with the token
 * (kept where domain/session-keeping says); a login error is shown as a message, never dropped (spec 8).
 */
import { sessionKeeping } from '@marketplace/domain/session-keeping';
import { loginErrorMessages } from '@marketplace/domain/sign-in-flow';
import { useCallback } from 'react';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { signInThreeWays } from './sign-in-ways.ts';

export function useSignIn(): () => Promise<void> {
  const store = useMarketplaceStoreApi();
  const { platformOrigin, basename, embedding } = useMarketplaceOptions();
  return useCallback(async () => {
    const outcome = await signInThreeWays({ platformOrigin, basename });
    if (outcome.kind === 'token') {
      const { startCookieSession, signInWithToken } = store.getState();
      const options = { ghostLogin: outcome.ghostLogin };
      try {
        await (sessionKeeping(embedding) === 'cookie' ? startCookieSession(outcome.token, options) : signInWithToken(outcome.token, options));
      } finally {
        outcome.done();
      }
    } else if (outcome.kind === 'error') store.getState().showNotification({ kind: 'error', content: loginErrorMessages[outcome.error], type: 'loginError' });
  }, [store, platformOrigin, basename, embedding]);
}
