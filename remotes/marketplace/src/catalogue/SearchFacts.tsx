/**
 * What a search result shows to decide on without opening the app: its rating with the number of
 * votes, its price with the period it is charged for, and how many organisations installed it. The
 * listing's own rating and price components, so a result says what a card says.
 */
import { css, type Theme } from '@emotion/react';
import { installationsText } from '@marketplace/domain/app-facts';
import { isService } from '@marketplace/domain/apps';
import type { App } from '@marketplace/domain/entities/app';
import { PriceTag } from '../ui/PriceTag.tsx';
import { RatingStars } from '../ui/RatingStars.tsx';

const facts = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 16px;
  margin-top: 6px;
  font-size: 14px;
  color: ${t.color.muted};
  .price {
    font-size: 15px;
  }
  /* The billing sentence belongs to the app's page: a result keeps to price and period. */
  .billing {
    display: none;
  }
`;

export type FactsOf = Pick<App, 'payment' | 'rating' | 'ratingVotes' | 'installations' | 'customProps'>;

export function SearchFacts({ app, tutorial = false }: { app: FactsOf; tutorial?: boolean }) {
  return (
    <span css={facts} data-testid="search-facts">
      <RatingStars rating={app.rating} {...(app.ratingVotes === undefined ? {} : { votes: app.ratingVotes })} />
      {tutorial ? <span>Tutorial</span> : <PriceTag app={app} />}
      <span data-testid="installations">{installationsText(app.installations, isService(app))}</span>
    </span>
  );
}
