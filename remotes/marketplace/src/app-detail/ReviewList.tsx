/** Published reviews of an app: who, how many stars, when, and what they wrote. */
import { css, type Theme } from '@emotion/react';
import { formatDate } from '@marketplace/domain/dates';
import type { Review } from '@marketplace/domain/entities/feedback';
import { RatingStars } from '../ui/RatingStars.tsx';

const list = (t: Theme) => css`
  display: grid;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  li {
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
`;

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  // Ratings without a text are counted in the histogram but have nothing to show here.
  const written = reviews.filter((review) => review.review.trim() !== '');
  if (written.length === 0) return <p>No written reviews yet. Be the first to review this app.</p>;
  return (
    <ul css={list} aria-label="Reviews" data-testid="review-list">
      {written.map((review) => (
        <li key={review.id}>
          <div className="meta">
            <h3>{review.name}</h3>
            <RatingStars rating={review.rating} />
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </div>
          <p>{review.review}</p>
        </li>
      ))}
    </ul>
  );
}
