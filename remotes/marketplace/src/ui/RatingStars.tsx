/**
 * A star rating on the spec's 1 to 5 scale, read out as one phrase ("Rated 4.2 out of 5, 12
 * votes") rather than five images.
 */
import { css, type Theme } from '@emotion/react';
import { STAR_MAX } from '@marketplace/domain/constants';
import { themed } from './themed.ts';

const stars = themed(
  (t: Theme) => css`
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: ${t.color.text};
    font-size: 14px;
    /* The text's line from the start: the stars do not move down once the value arrives. */
    line-height: 20px;
    min-height: 20px;
    .stars {
      position: relative;
      display: inline-block;
      letter-spacing: 2px;
      line-height: 1;
      color: ${t.color.muted};
    }
    .filled {
      position: absolute;
      inset: 0 auto 0 0;
      overflow: hidden;
      white-space: nowrap;
      color: ${t.color.star};
    }
    .value {
      font-weight: ${t.font.weight.medium};
    }
    .votes {
      color: ${t.color.muted};
    }
  `,
);

export interface RatingStarsProps {
  /** Average stars, or null / undefined when the app has no votes yet. */
  rating: number | null | undefined;
  /** Number of votes, shown beside the stars when given. */
  votes?: number;
}

export function ratingLabel(rating: number | null | undefined, votes?: number): string {
  if (rating === null || rating === undefined || votes === 0) return 'Not rated yet';
  const base = `Rated ${rating.toFixed(1)} out of ${STAR_MAX}`;
  return votes === undefined ? base : `${base}, ${votes} ${votes === 1 ? 'vote' : 'votes'}`;
}

export function RatingStars({ rating, votes }: RatingStarsProps) {
  const rated = rating !== null && rating !== undefined && votes !== 0;
  const percent = rated ? Math.max(0, Math.min(100, (rating / STAR_MAX) * 100)) : 0;
  const glyphs = '★'.repeat(STAR_MAX);
  return (
    <span css={stars} role="img" aria-label={ratingLabel(rating, votes)} data-testid="rating-stars">
      <span className="stars" aria-hidden="true">
        {glyphs}
        <span className="filled" style={{ width: `${percent}%` }}>
          {glyphs}
        </span>
      </span>
      <span className="value" aria-hidden="true">
        {rated ? rating.toFixed(1) : 'No ratings'}
      </span>
      {rated && votes !== undefined && (
        <span className="votes" aria-hidden="true">
          ({votes})
        </span>
      )}
    </span>
  );
}
