/**
 * One of the account's own reviews with its Edit (the rate form, as an edit: one review per
 * account and app) and its withdrawal. Shared: My reviews lists them, and an app page shows the
 * account's own review of it in place of an empty form once it is published. A ghost login sees
 * the review and why it cannot be changed, with no live control.
 */
import { css, type Theme } from '@emotion/react';
import { formatDate } from '@marketplace/domain/dates';
import type { OwnReview } from '@marketplace/domain/entities/feedback';
import { ghostLoginRefusal } from '@marketplace/domain/installability';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWrites } from '../data/writes.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { quietButton } from './buttons.ts';
import { RateAppForm } from './RateAppForm.tsx';
import { RatingStars } from './RatingStars.tsx';

const view = (t: Theme) => css`
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

export interface OwnReviewViewProps {
  review: OwnReview;
  /** The id of the heading that names the review (its buttons are described by it). */
  titleId: string;
  /** The withdrawal's word: 'Withdraw' in My reviews, 'Delete' on the app page. */
  withdrawWord: 'Withdraw' | 'Delete';
  onWithdrawn: () => void;
}

export function OwnReviewView({ review, titleId, withdrawWord, onWithdrawn }: OwnReviewViewProps) {
  const withdrawing = useWrites().reviewWithdrawal();
  const withdrawal = useMutation(withdrawing);
  // One withdrawal at a time, whichever review it is.
  const anyWithdrawing = useIsMutating({ mutationKey: withdrawing.mutationKey }) > 0;
  const readOnlyBecause = useMarketplaceStore((s) => ghostLoginRefusal(s.session)?.message ?? null);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
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
  if (editing) {
    return (
      <RateAppForm
        appId={review.appId}
        appName={review.appName}
        edit={{ initial: { rating: review.rating, name: review.name, review: review.review ?? '' }, onSaved: closeForm, onCancel: closeForm }}
      />
    );
  }
  return (
    <div css={view}>
      <div className="meta">
        <RatingStars rating={review.rating} />
        <span>by {review.name}</span>
        <time dateTime={review.updatedAt}>{formatDate(review.updatedAt)}</time>
      </div>
      {review.review ? <blockquote>{review.review}</blockquote> : <p>A rating without a written review.</p>}
      {readOnlyBecause !== null ? (
        <p role="note">{readOnlyBecause}</p>
      ) : (
        <div className="actions">
          <button type="button" css={quietButton} ref={editButton} onClick={() => setEditing(true)} aria-describedby={titleId}>
            Edit
          </button>
          <button
            type="button"
            css={quietButton}
            disabled={anyWithdrawing}
            aria-describedby={titleId}
            // The review goes when withdrawn: the promise, not a callback of this view, says so.
            onClick={() => void withdrawal.mutateAsync(review.appId).then(onWithdrawn, () => undefined)}
          >
            {withdrawal.isPending ? `${withdrawWord === 'Delete' ? 'Deleting' : 'Withdrawing'}…` : withdrawWord}
          </button>
        </div>
      )}
    </div>
  );
}
