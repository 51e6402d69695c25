/**
 * My reviews (/my-reviews/): the signed-in account's own app reviews, each to
 * edit (the review form of the app page, with the spec's messages) or withdraw. A visitor is
 * asked to sign in first.
 */
import { css, type Theme } from '@emotion/react';
import { formatDate } from '@marketplace/domain/dates';
import type { OwnReview } from '@marketplace/domain/entities/feedback';
import { pageCopy } from '@marketplace/domain/page-copy';
import { appDetailPath, paths } from '@marketplace/domain/routes';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { SignInLink } from '../app-shell/SignInLink.tsx';
import { useSignIn } from '../app-shell/use-sign-in.ts';
import { useMyReviews } from '../data/use-my-reviews.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { useWrites } from '../data/writes.ts';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { RateAppForm } from '../ui/RateAppForm.tsx';
import { pageHeading, pageIntro, statePanel } from '../ui/page-styles.ts';
import { RatingStars } from '../ui/RatingStars.tsx';
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
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
    margin-top: 8px;
  }
  time {
    color: ${t.color.muted};
    font-size: 14px;
  }
  blockquote {
    margin: 8px 0 0;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 12px;
  }
`;

function OwnReviewItem({ review, onWithdrawn }: { review: OwnReview; onWithdrawn: () => void }) {
  const withdrawing = useWrites().reviewWithdrawal();
  const withdrawal = useMutation(withdrawing);
  // One withdrawal at a time, whichever review it is.
  const anyWithdrawing = useIsMutating({ mutationKey: withdrawing.mutationKey }) > 0;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const titleId = `my-review-${review.appId}`;
  // Back on the Edit button once the form closes, so keyboard users keep their place: after the
  // commit that brings the button back (a frame can come before that commit on a busy page).
  const returnFocus = useRef(false);
  const closeForm = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  return (
    <li aria-labelledby={titleId} data-testid="my-review">
      <div className="app">
        <img src={review.icon} alt="" width={40} height={40} />
        <h2 id={titleId}>
          <Link to={appDetailPath({ slug: review.slug, customProps: {} })}>{review.appName}</Link>
        </h2>
      </div>
      {editing ? (
        <RateAppForm
          appId={review.appId}
          appName={review.appName}
          edit={{ initial: { rating: review.rating, name: review.name, review: review.review ?? '' }, onSaved: closeForm, onCancel: closeForm }}
        />
      ) : (
        <>
          <div className="meta">
            <RatingStars rating={review.rating} />
            <span>by {review.name}</span>
            <time dateTime={review.updatedAt}>{formatDate(review.updatedAt)}</time>
          </div>
          {review.review ? <blockquote>{review.review}</blockquote> : <p>A rating without a written review.</p>}
          <div className="actions">
            <button type="button" css={quietButton} ref={editButton} onClick={() => setEditing(true)} aria-describedby={titleId}>
              Edit
            </button>
            <button
              type="button"
              css={quietButton}
              disabled={anyWithdrawing}
              aria-describedby={titleId}
              // The review leaves the list when withdrawn: the promise, not a callback of this item, says so.
              onClick={() => void withdrawal.mutateAsync(review.appId).then(onWithdrawn, () => undefined)}
            >
              {withdrawal.isPending ? 'Withdrawing…' : 'Withdraw'}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function MyReviewsPage() {
  usePageTitle(pageCopy.myReviews.title);
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const signingIn = useMarketplaceStore((s) => s.signIn.status === 'pending');
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
