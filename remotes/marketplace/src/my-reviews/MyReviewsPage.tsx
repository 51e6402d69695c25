/**
 * My reviews (/my-reviews/): the signed-in account's own app reviews, each to
 * edit (the review form of the app page, with the spec's messages) or withdraw. A visitor is
 * asked to sign in first.
 */
import { css, type Theme } from '@emotion/react';
import type { OwnReview } from '@marketplace/domain/entities/feedback';
import { pageCopy } from '@marketplace/domain/page-copy';
import { appDetailPath, paths } from '@marketplace/domain/routes';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { SignInLink } from '../sign-in/SignInLink.tsx';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import { useMyReviews } from '../data/use-my-reviews.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { useSigningIn } from '../sign-in/use-signing-in.ts';
import { primaryButton } from '../ui/buttons.ts';
import { OwnReviewView } from '../ui/OwnReviewView.tsx';
import { pageHeading, pageIntro, statePanel } from '../ui/page-styles.ts';
import { SkeletonCards } from '../ui/Skeleton.tsx';

const list = (t: Theme) => css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 16px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
  }
  .app {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .app img {
    border-radius: 8px;
  }
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

function OwnReviewItem({ review, onWithdrawn }: { review: OwnReview; onWithdrawn: () => void }) {
  const titleId = `my-review-${review.appId}`;
  return (
    <li aria-labelledby={titleId} data-testid="my-review">
      <div className="app">
        <img src={review.icon} alt="" width={40} height={40} />
        <h2 id={titleId}>
          <Link to={appDetailPath({ slug: review.slug, customProps: {} })}>{review.appName}</Link>
        </h2>
      </div>
      <OwnReviewView review={review} titleId={titleId} withdrawWord="Withdraw" onWithdrawn={onWithdrawn} />
    </li>
  );
}

export function MyReviewsPage() {
  usePageTitle(pageCopy.myReviews.title);
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const signingIn = useSigningIn();
  const { reviews, status } = useMyReviews();
  const signIn = useSignIn();
  const heading = useRef<HTMLHeadingElement>(null);

  let body;
  if (!authorized) {
    body = signingIn ? (
      <SkeletonCards count={2} label="Signing in" />
    ) : (
      <div css={statePanel}>
        <p>Sign in to see the reviews you have written.</p>
        <SignInLink css={primaryButton} onSignIn={() => void signIn()}>
          Sign in to see your reviews
        </SignInLink>
      </div>
    );
  } else if (status === 'rejected') {
    body = <p role="alert">Your reviews could not be loaded. Please reload the page.</p>;
  } else if (status !== 'fulfilled' && reviews.length === 0) {
    body = <SkeletonCards count={2} label="Loading your reviews" />;
  } else if (reviews.length === 0) {
    body = (
      <div css={statePanel}>
        <p>You have not reviewed any apps yet.</p>
        <Link to={paths.apps()}>Browse all apps</Link>
      </div>
    );
  } else {
    body = (
      <ul css={list} aria-label="Your reviews">
        {reviews.map((review) => (
          // The removed item takes the focus with it: the heading keeps the keyboard user's place.
          <OwnReviewItem key={review.appId} review={review} onWithdrawn={() => heading.current?.focus()} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="my-reviews-title">
      <h1 id="my-reviews-title" css={pageHeading} ref={heading} tabIndex={-1}>
        {pageCopy.myReviews.title}
      </h1>
      <p css={pageIntro}>{pageCopy.myReviews.description}</p>
      {body}
    </section>
  );
}
