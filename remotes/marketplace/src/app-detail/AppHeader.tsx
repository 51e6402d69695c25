/**
 * The top of the detail page: icon, name, developer, rating, installations and price, or, for a
 * tutorial-only app, a link to its tutorial instead of a price (spec 5). The price block carries
 * the app's actions (install, buy, cart, settings...) with the plan cards.
 */
import { css, type Theme } from '@emotion/react';
import { isService, isTutorialOnly } from '@marketplace/domain/apps';
import type { App } from '@marketplace/domain/entities/app';
import { paths, type AppArea } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { AppActions } from '../app-actions/AppActions.tsx';
import { headerParts } from '../app-actions/header-parts.tsx';
import { safeUrl } from './app-resources.ts';
import { Skeleton } from './AppDetailSkeleton.tsx';
import { PriceTag } from '../ui/PriceTag.tsx';
import { useBilledSeats } from '../ui/use-billed-seats.ts';
import { RatingStars } from '../ui/RatingStars.tsx';
import { button, link } from './styles.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import type { DeveloperByline } from './useAppDetail.ts';

const header = (t: Theme) => css`
  display: grid;
  grid-template-columns: 96px 1fr auto;
  gap: 16px 24px;
  align-items: start;
  img.icon {
    width: 96px;
    height: 96px;
    border-radius: 20px;
    background: ${t.color.subtle};
  }
  h1 {
    margin: 0 0 4px;
    font-size: 32px;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  .by {
    margin: 0 0 8px;
    color: ${t.color.muted};
  }
  .by-loading {
    width: 180px;
    margin: 0 0 8px;
  }
  .short {
    margin: 0 0 12px;
    color: ${t.color.muted};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 0;
  }
  dl div {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  dt {
    color: ${t.color.muted};
  }
  dd {
    margin: 0;
    font-weight: ${t.font.weight.medium};
  }
  .buy {
    display: grid;
    gap: 12px;
    justify-items: end;
    max-width: 260px;
  }
  @media ${t.breakpoint.medium} {
    grid-template-columns: 72px 1fr;
    img.icon {
      width: 72px;
      height: 72px;
      border-radius: 16px;
    }
    .buy {
      grid-column: 1 / -1;
      justify-items: start;
      max-width: none;
    }
  }
  @media ${t.breakpoint.narrow} {
    grid-template-columns: 1fr;
    h1 {
      font-size: 26px;
    }
  }
`;

const installations = new Intl.NumberFormat('en-US');

export interface AppHeaderProps {
  app: App;
  now: Date;
  /** Average and votes from the feedback summary once loaded; the app's own rating until then. */
  rate: { rate: number; votes: number } | null;
  developer: DeveloperByline;
  /** Opens the app's settings in place (its Settings button). */
  onSettings?: () => void;
  /** Which area the page is in: action buttons lead to the settings by app id while in review (spec 2). */
  area?: AppArea;
}

export function AppHeader({ app, now, rate, developer, onSettings, area = 'published' }: AppHeaderProps) {
  const tutorialOnly = isTutorialOnly(app);
  const tutorial = safeUrl(app.tutorialUrl);
  // Signed in, a per-agent price also says what the organisation's agents cost together.
  const seats = useBilledSeats(app.payment?.perAccount === true);
  return (
    <header css={header}>
      <img className="icon" src={app.icon} alt="" width={96} height={96} />
      <div>
        <h1 id="app-title">{app.name}</h1>
        {developer.kind === 'ready' && (
          <p className="by" data-testid="app-developer">
            by{' '}
            <Link css={link} to={paths.developer(developer.slug)}>
              {developer.name}
            </Link>
          </p>
        )}
        {developer.kind === 'loading' && (
          <div className="by-loading">
            <Skeleton lines={1} label="Loading the developer" />
          </div>
        )}
        <p className="short">{app.shortDescription}</p>
        <dl>
          <div>
            <dt>Category</dt>
            <dd>{app.category.name}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>{rate ? <RatingStars rating={rate.rate} votes={rate.votes} /> : <RatingStars rating={app.rating} />}</dd>
          </div>
          <div>
            <dt>{isService(app) ? 'Activations' : 'Installations'}</dt>
            <dd>{installations.format(app.installations)}</dd>
          </div>
        </dl>
      </div>
      <div className="buy" data-testid="app-offer">
        {tutorialOnly ? (
          <>
            <p>Set up by following the tutorial — nothing to install or pay.</p>
            {tutorial && (
              <a css={button} href={tutorial} target="_blank" rel="noopener noreferrer">
                Read the tutorial<span aria-hidden="true"> ↗</span>
                <span css={visuallyHidden}> (opens in a new tab)</span>
              </a>
            )}
          </>
        ) : (
          <>
            <PriceTag app={app} seats={seats} />
            <AppActions app={app} variant="full" parts={headerParts} now={now} area={area} {...(onSettings ? { onSettings } : {})} />
          </>
        )}
      </div>
    </header>
  );
}
