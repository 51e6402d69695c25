/**
 * One app in a listing: icon, name, short description, rating and price (with a running discount),
 * one link to its detail page; the app's action buttons, when given, sit below the link (never
 * inside it: a button in a link is not operable by assistive technology).
 */
import { css, type Theme } from '@emotion/react';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { isTutorialOnly } from '@marketplace/domain/apps';
import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { keepIcon } from './icon-cache.ts';
import { PriceTag } from './PriceTag.tsx';
import { RatingStars } from './RatingStars.tsx';
import { themed } from './themed.ts';

// One layout for every card of a grid: icon and name on top, the name held to two lines and the
// description to one line of value, then the rating with the price under it, held to two lines (on every
// card, whatever the price's length), so the facts of cards side by side start at one height and
// every card is as tall as its neighbours before they arrive: a card streamed in beside another
// never stretches it, so the actions (in the frame, at the bottom) never move.
const card = themed(
  (t: Theme) => css`
    box-sizing: border-box;
    height: 100%;
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr);
    grid-template-rows: auto auto auto;
    align-content: start;
    gap: 8px 12px;
    padding: 16px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
    background: ${t.color.surface};
    color: ${t.color.text};
    text-decoration: none;
    transition: box-shadow 120ms ease;
    &:hover {
      box-shadow: 0 4px 16px rgb(0 0 0 / 14%);
    }
    img {
      grid-row: 1 / span 2;
      width: 56px;
      height: 56px;
      border-radius: 12px;
    }
    h3 {
      margin: 0;
      font-size: 16px;
      line-height: 20px;
      font-weight: ${t.font.weight.bold};
      overflow-wrap: anywhere;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      line-clamp: 2;
      overflow: hidden;
      height: 40px;
    }
    p {
      margin: 0;
      font-size: 14px;
      line-height: 1.5;
      color: ${t.color.muted};
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 1;
      line-clamp: 1;
      overflow: hidden;
      height: 1.5em;
    }
    .meta {
      grid-column: 1 / -1;
      display: grid;
      justify-items: start;
      gap: 4px;
      padding-top: 8px;
      border-top: 1px solid ${t.color.border};
      font-size: 14px;
    }
    .meta .price {
      font-size: 15px;
    }
    /* Two lines of a price with its unit, old price and discount, whether it takes one or two. */
    .price-line {
      height: 48px;
      overflow: hidden;
      line-height: 20px;
    }
    .price-line .discount {
      line-height: 16px;
    }
    .meta .billing {
      display: none;
    }
  `,
);

// With actions, the frame carries the border and the link fills it above the actions.
const frame = themed(
  (t: Theme) => css`
    box-sizing: border-box;
    height: 100%;
    display: flex;
    flex-direction: column;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
    background: ${t.color.surface};
    transition: box-shadow 120ms ease;
    &:hover {
      box-shadow: 0 4px 16px rgb(0 0 0 / 14%);
    }
    > a {
      flex: 1;
      height: auto;
      border: 0;
      background: transparent;
    }
    > a:hover {
      box-shadow: none;
    }
    /* A grid, not lines of text: a control's box is as tall whether its words have arrived or not. */
    .card-actions {
      margin-top: auto;
      padding: 0 16px 16px;
      display: grid;
    }
    .card-actions:empty {
      display: none;
    }
  `,
);

/** A loaded icon is held, so the card drawn again later does not read and parse it again. */
const iconLoaded = (event: SyntheticEvent<HTMLImageElement>) => keepIcon(event.currentTarget.src);

export function AppCard({
  app,
  href,
  actions,
  seats = null,
}: {
  app: AppSummary;
  href: string;
  /** The signed-in organisation's billed agents, for a per-agent price's total (null: unknown). */
  seats?: number | null;
  /** The app's action buttons, given the id of the card's title (what the buttons act on). */
  actions?: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  const link = (
    <Link to={href} css={card} data-testid="app-card">
      <img src={app.icon} alt="" loading="lazy" width={56} height={56} onLoad={iconLoaded} />
      <h3 id={titleId}>{app.name}</h3>
      <p>{app.shortDescription}</p>
      <div className="meta">
        <RatingStars rating={app.rating} {...(app.ratingVotes === undefined ? {} : { votes: app.ratingVotes })} />
        <span className="price-line">{isTutorialOnly(app) ? <span>Tutorial</span> : <PriceTag app={app} seats={seats} />}</span>
      </div>
    </Link>
  );
  if (!actions) return link;
  return (
    <div css={frame}>
      {link}
      <div className="card-actions">{actions(titleId)}</div>
    </div>
  );
}
