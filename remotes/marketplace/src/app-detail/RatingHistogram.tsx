/**
 * The 1–5 histogram of an app's votes: each star count with its percent and number of votes. Each
 * bar is also the filter of the reviews by its stars (pressed again, the filter goes).
 */
import { css, type Theme } from '@emotion/react';
import { STAR_MAX, STAR_MIN } from '@marketplace/domain/constants';
import type { Histogram } from '@marketplace/domain/entities/feedback';

const bars = (t: Theme) => css`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 480px;
  button {
    display: grid;
    grid-template-columns: 64px 1fr auto;
    gap: 12px;
    align-items: center;
    width: 100%;
    min-height: 32px;
    padding: 2px 6px;
    @media ${t.breakpoint.narrow} {
      min-height: 44px;
    }
    border: 1px solid transparent;
    border-radius: ${t.radius.control}px;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover {
      background: ${t.color.subtle};
    }
    &[aria-pressed='true'] {
      border-color: ${t.color.accent};
      background: ${t.color.subtle};
      font-weight: ${t.font.weight.medium};
    }
    &:focus-visible {
      outline: 3px solid ${t.color.focus};
      outline-offset: 2px;
    }
  }
  .track {
    height: 10px;
    border-radius: 5px;
    background: ${t.color.skeleton};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: ${t.color.star};
  }
  .numbers {
    min-width: 120px;
    color: ${t.color.muted};
    font-variant-numeric: tabular-nums;
  }
`;

const stars = Array.from({ length: STAR_MAX - STAR_MIN + 1 }, (_x, i) => (STAR_MAX - i) as 1 | 2 | 3 | 4 | 5);

export function RatingHistogram({ histogram, stars: chosen, onStars }: { histogram: Histogram; stars: number | null; onStars: (stars: number | null) => void }) {
  return (
    <ul css={bars} aria-label="Votes by stars; choose a bar to show only its reviews" data-testid="rating-histogram">
      {stars.map((star) => {
        const bucket = histogram[star];
        const percent = Math.round(bucket.percent);
        return (
          <li key={star}>
            <button type="button" aria-pressed={chosen === star} onClick={() => onStars(chosen === star ? null : star)}>
              <span>
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
              <span className="track" aria-hidden="true">
                <span className="fill" style={{ width: `${Math.max(0, Math.min(100, bucket.percent))}%`, display: 'block' }} />
              </span>
              <span className="numbers">
                {percent}% ({bucket.votes} {bucket.votes === 1 ? 'vote' : 'votes'})
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
