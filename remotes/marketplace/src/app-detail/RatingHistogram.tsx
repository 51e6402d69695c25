/** The 1–5 histogram of an app's votes: each star count with its percent and number of votes. */
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
  li {
    display: grid;
    grid-template-columns: 64px 1fr auto;
    gap: 12px;
    align-items: center;
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

export function RatingHistogram({ histogram }: { histogram: Histogram }) {
  return (
    <ul css={bars} aria-label="Votes by stars" data-testid="rating-histogram">
      {stars.map((star) => {
        const bucket = histogram[star];
        const percent = Math.round(bucket.percent);
        return (
          <li key={star}>
            <span>
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
            <span className="track" aria-hidden="true">
              <span className="fill" style={{ width: `${Math.max(0, Math.min(100, bucket.percent))}%`, display: 'block' }} />
            </span>
            <span className="numbers">
              {percent}% ({bucket.votes} {bucket.votes === 1 ? 'vote' : 'votes'})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
