/**
 * What a 'Sign in' button does: the three ways of spec 7, then the store's sign-in with the token;
 * a login error is shown as a message, never dropped (spec 8).
 */
import { loginErrorMessages } from '@marketplace/domain/sign-in-flow';
import { useCallback } from 'react';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { signInThreeWays } from './sign-in-ways.ts';

export function useSignIn(): () => Promise<void> {
  const store = useMarketplaceStoreApi();
  const { platformOrigin, basename } = useMarketplaceOptions();
  return useCallback(async () => {
    const outcome = await signInThreeWays({ platformOrigin, basename });
    if (outcome.kind === 'token') await store.getState().signInWithToken(outcome.token, { ghostLogin: outcome.ghostLogin });
    else if (outcome.kind === 'error') store.getState().showNotification({ kind: 'error', content: loginErrorMessages[outcome.error], type: 'loginError' });
  }, [store, platformOrigin, basename]);
}
