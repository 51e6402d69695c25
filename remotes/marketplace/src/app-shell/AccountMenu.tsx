/** Who is signed in, with sign out; or a way to sign in with one of the platform's accounts. */
import { css, type Theme } from '@emotion/react';
import { paths } from '@marketplace/domain/routes';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSigningIn } from '../sign-in/use-signing-in.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { quietButton } from '../ui/buttons.ts';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';
import { SignInLink } from '../sign-in/SignInLink.tsx';
import { useSignIn } from '../sign-in/use-sign-in.ts';

const who = (t: Theme) => css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  img {
    width: 32px;
    height: 32px;
    border-radius: 50%;
  }
  .badge {
    padding: 2px 8px;
    border-radius: ${t.radius.pill}px;
    background: ${t.color.accentSoft};
    color: ${t.color.text};
    font-size: 13px;
    font-weight: ${t.font.weight.medium};
  }
  > span:not(.badge) {
    max-width: 16ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${t.color.muted};
  }
`;

/**
 * `linksOnly`: the host shows its own account controls (it signs its agent in and out), so only
 * the marketplace's own pages of the account are left: My apps and My reviews.
 */
export function AccountMenu({ linksOnly = false }: { linksOnly?: boolean }) {
  const signIn = useSignIn();
  // The frame and the popup take a moment: one attempt at a time.
  const [trying, setTrying] = useState(false);
  const session = useMarketplaceStore((s) => s.session);
  const signingIn = useSigningIn();
  const signOut = useMarketplaceStore((s) => s.signOut);
  // The platform's avatar addresses are relative to the platform, not to the page that hosts us.
  const { platformOrigin } = useMarketplaceOptions();

  if (linksOnly) {
    return session.isAuthorized ? (
      <span css={who}>
        <Link to={paths.myApps()} css={quietButton}>
          My apps
        </Link>
        <Link to={paths.myReviews()} css={quietButton}>
          My reviews
        </Link>
      </span>
    ) : null;
  }
  if (session.isAuthorized) {
    return (
      <span css={who}>
        {session.avatar && <img src={new URL(session.avatar, platformOrigin).href} alt="" width={32} height={32} />}
        <span title={session.email}>{session.name}</span>
        {/* Resellers exist only on the chat product (spec 1): the store sets the flag there alone. */}
        {session.isReseller && (
          <span className="badge" data-testid="reseller-badge">
            Reseller
          </span>
        )}
        <Link to={paths.myApps()} css={quietButton}>
          My apps
        </Link>
        <Link to={paths.myReviews()} css={quietButton}>
          My reviews
        </Link>
        <button type="button" css={quietButton} onClick={() => void signOut()}>
          Sign out
        </button>
      </span>
    );
  }
  const busy = trying || signingIn;
  return (
    <SignInLink
      css={quietButton}
      busy={busy}
      onSignIn={() => {
        setTrying(true);
        void signIn().finally(() => setTrying(false));
      }}
    >
      {busy ? 'Signing in…' : 'Sign in'}
    </SignInLink>
  );
}
