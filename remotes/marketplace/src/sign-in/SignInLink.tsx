/**
 * A sign-in control that works from the moment it is painted: a link to the accounts page (the
 * redirect way of spec 7) that the browser follows before the page is live, and, once React owns
 * it, a button that signs in the three ways (frame, popup, redirect). It says 'button' from the
 * start, as it acts as one once live.
 */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { earlySignInAttribute } from '@marketplace/shared/early-controls';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { signInHref } from './sign-in.ts';

export interface SignInLinkProps {
  onSignIn: () => void;
  busy?: boolean;
  children: ReactNode;
  className?: string;
  'aria-describedby'?: string | undefined;
}

/** A click that asks for a new tab or window is the browser's, not ours. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function SignInLink({ onSignIn, busy = false, children, ...rest }: SignInLinkProps) {
  const { platformOrigin } = useMarketplaceOptions();
  const { pathname, search } = useLocation();
  // The same address on the server and in the browser (hydration); the script gives the real return address.
  const returnTo = `${platformOrigin}${useHref({ pathname, search })}`;
  const activate = () => {
    if (!busy) onSignIn();
  };
  return (
    <a
      {...rest}
      role="button"
      href={signInHref(platformOrigin, returnTo)}
      aria-disabled={busy || undefined}
      {...{ [earlySignInAttribute]: '' }}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        activate();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        // A button answers Space as well as Enter.
        if (event.key !== ' ') return;
        event.preventDefault();
        activate();
      }}
    >
      {children}
    </a>
  );
}
