/** Who is signed in, with sign out; or a way to sign in with one of the platform's accounts. */
import { css, type Theme } from '@emotion/react';
import { RequestStatus } from '../store/request-status.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { quietButton } from '../ui/buttons.ts';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { startSignIn } from './sign-in.ts';

const who = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  img {
    width: 32px;
    height: 32px;
    border-radius: 50%;
  }
  span {
    max-width: 16ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${t.color.muted};
  }
`;

export function AccountMenu() {
  const { platformOrigin } = useMarketplaceOptions();
  const session = useMarketplaceStore((s) => s.session);
  const status = useMarketplaceStore((s) => s.signIn.status);
  const signOut = useMarketplaceStore((s) => s.signOut);

  if (session.isAuthorized) {
    return (
      <span css={who}>
        {session.avatar && <img src={session.avatar} alt="" width={32} height={32} />}
        <span title={session.email}>{session.name}</span>
        <button type="button" css={quietButton} onClick={() => void signOut()}>
          Sign out
        </button>
      </span>
    );
  }
  return (
    <button type="button" css={quietButton} disabled={status === RequestStatus.pending} onClick={() => startSignIn(platformOrigin)}>
      {status === RequestStatus.pending ? 'Signing in…' : 'Sign in'}
    </button>
  );
}
