/**
 * One page of an app's written reviews: who, how many stars, when, what they wrote, how many found
 * it helpful (a signed-in account may add its one vote), and the developer's reply beneath it,
 * which the app's own developer writes and edits here.
 */
import { css, type Theme } from '@emotion/react';
import { helpfulText } from '@marketplace/domain/counted-copy';
import { formatDate } from '@marketplace/domain/dates';
import { appUseText } from '@marketplace/domain/review-eligibility';
import type { PagedReview } from '@marketplace/domain/review-pages';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useWrites } from '../data/writes.ts';
import { quietButton } from '../ui/buttons.ts';
import { RatingStars } from '../ui/RatingStars.tsx';
import { ReviewReplyForm } from './ReviewReplyForm.tsx';

const list = (t: Theme) => css`
  display: grid;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 16px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
  }
  h3 {
    margin: 0;
    font-size: 16px;
  }
  time {
    color: ${t.color.muted};
    font-size: 14px;
  }
  p {
    margin: 8px 0 0;
    overflow-wrap: anywhere;
  }
  .helpful {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: center;
    margin-top: 12px;
    color: ${t.color.muted};
    font-size: 14px;
  }
  .helpful button[aria-pressed='true'] {
    border-color: ${t.color.accent};
    background: ${t.color.accentSoft};
  }
  .reply {
    margin: 12px 0 0 16px;
    padding: 12px 16px;
    border-left: 3px solid ${t.color.accent};
    background: ${t.color.subtle};
    border-radius: 0 ${t.radius.control}px ${t.radius.control}px 0;
  }
  .reply h4 {
    display: inline;
    margin: 0 12px 0 0;
    font-size: 14px;
  }
`;

export function ReviewList({ appId, reviews, canReply, signedIn }: { appId: string; reviews: readonly PagedReview[]; canReply: boolean; signedIn: boolean }) {
  if (reviews.length === 0) return <p data-testid="review-list-empty">No written reviews yet. Be the first to review this app.</p>;
  return (
    <ul css={list} aria-label="Reviews" data-testid="review-list">
      {reviews.map((review) => (
        <ReviewItem key={review.id} appId={appId} review={review} canReply={canReply} signedIn={signedIn} />
      ))}
    </ul>
  );
}

function ReviewItem({ appId, review, canReply, signedIn }: { appId: string; review: PagedReview; canReply: boolean; signedIn: boolean }) {
  const voting = useWrites().helpfulVote();
  const vote = useMutation(voting);
  // One vote or reply at a time, whichever review it is for.
  const sending = useIsMutating({ mutationKey: voting.mutationKey }) > 0;
  const [replying, setReplying] = useState(false);
  const headingId = `review-${review.id}`;
  return (
    <li aria-labelledby={headingId} data-testid="review">
      <div className="meta">
        <h3 id={headingId}>{review.name}</h3>
        <RatingStars rating={review.rating} />
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {review.usedSince !== null && <span data-testid="reviewer-use">{appUseText({ since: review.usedSince, until: review.createdAt }, review.createdAt)}</span>}
      </div>
      <p>{review.review}</p>
      <div className="helpful">
        <span data-testid="helpful-count">{helpfulText(review.helpful)}</span>
        {signedIn && !review.own && (
          <button
            type="button"
            css={quietButton}
            aria-pressed={review.votedHelpful}
            aria-disabled={review.votedHelpful || sending}
            aria-describedby={headingId}
            onClick={() => {
              if (!review.votedHelpful && !sending) vote.mutate({ appId, reviewId: review.id });
            }}
          >
            {review.votedHelpful ? 'You found this helpful' : 'Helpful'}
          </button>
        )}
        {canReply && !replying && (
          <button type="button" css={quietButton} aria-describedby={headingId} onClick={() => setReplying(true)}>
            {review.reply ? 'Edit reply' : 'Reply'}
          </button>
        )}
      </div>
      {review.reply && !replying && (
        <div className="reply" data-testid="developer-reply">
          <h4>Reply from the developer</h4>
          <time dateTime={review.reply.updatedAt}>{formatDate(review.reply.updatedAt)}</time>
          <p>{review.reply.text}</p>
        </div>
      )}
      {replying && <ReviewReplyForm appId={appId} review={review} onDone={() => setReplying(false)} />}
    </li>
  );
}
