/**
 * Reviews: the average and the 1–5 histogram (its bars filter the reviews by stars), the written
 * reviews ten a page in the chosen order with previous and next, and the rate-and-review form.
 */
import { css, type Theme } from '@emotion/react';
import type { FeedbackSummary } from '@marketplace/domain/entities/feedback';
import { reviewPageCount, reviewPageQuerySchema, reviewRangeText, reviewSortLabels, reviewSortSchema, type ReviewSort } from '@marketplace/domain/review-pages';
import { reviewNeedsInstallMessage } from '@marketplace/domain/review-eligibility';
import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { quietButton } from '../ui/buttons.ts';
import { selectControl } from '../ui/page-styles.ts';
import { RatingStars } from '../ui/RatingStars.tsx';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { DetailSection } from './DetailSection.tsx';
import { RateAppForm } from '../ui/RateAppForm.tsx';
import { OwnReviewView } from '../ui/OwnReviewView.tsx';
import { useMyReviews } from '../data/use-my-reviews.ts';
import { RatingHistogram } from './RatingHistogram.tsx';
import { ReviewList } from './ReviewList.tsx';
import { sectionTitles } from './section-titles.ts';
import { SectionError } from './SectionError.tsx';
import { Skeleton } from './AppDetailSkeleton.tsx';
import { useReviewPage, type ReviewPageChoice } from './use-review-page.ts';
import { readFailureOf, type ReadState } from '../data/failure.ts';

const summaryRow = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: center;
  margin-bottom: 16px;
  .average {
    font-size: 40px;
    font-weight: ${t.font.weight.bold};
  }
`;

const toolbar = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
  justify-content: space-between;
  margin-top: 20px;
  p {
    margin: 0;
  }
  label {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    font-weight: ${t.font.weight.medium};
  }
  select {
    ${selectControl(t)}
  }
`;

const pager = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: center;
  margin-top: 16px;
  button[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface ReviewsSectionProps {
  appId: string;
  appName: string;
  summary: FeedbackSummary | undefined;
  request: ReadState | undefined;
  onRetry: () => void;
}

const firstPage: ReviewPageChoice = { ...reviewPageQuerySchema.parse({}), stars: null };
const starsText = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** The choice an address names (?sort=&stars=&page=); an address the domain refuses shows the first page. */
function choiceOf(params: URLSearchParams): ReviewPageChoice {
  const parsed = reviewPageQuerySchema.safeParse({ sort: params.get('sort') ?? undefined, stars: params.get('stars') ?? undefined, page: params.get('page') ?? undefined });
  return parsed.success ? { sort: parsed.data.sort, stars: parsed.data.stars ?? null, page: parsed.data.page } : firstPage;
}

/**
 * The reviews' sort, star filter and page live in the address, so a reload, a shared link or Back
 * shows the same reviews; the first page's values are left out of it.
 */
function useReviewChoice(): [ReviewPageChoice, (update: (current: ReviewPageChoice) => ReviewPageChoice) => void] {
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const setChoice = (update: (current: ReviewPageChoice) => ReviewPageChoice) =>
    setParams(
      (current) => {
        const chosen = update(choiceOf(current));
        const next = new URLSearchParams(current);
        const keep = (name: string, value: string | number | null, first: string | number | null) =>
          value === first || value === null ? next.delete(name) : next.set(name, String(value));
        keep('sort', chosen.sort, firstPage.sort);
        keep('stars', chosen.stars, firstPage.stars);
        keep('page', chosen.page, firstPage.page);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [choice, setChoice];
}

const ownPanel = (t: Theme) => css`
  margin-top: 24px;
  padding: 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  h3 {
    margin: 0;
    font-size: 18px;
  }
`;

/**
 * The account's own review of the app once it is published (spec 5: one per account and app), with
 * Edit and Delete; the rate-and-review form while there is none. Rating, editing and deleting
 * update the own reviews in the query cache (data/writes.ts), so this follows at once.
 */
function OwnReviewOrForm({ appId, appName, refusedBecause }: { appId: string; appName: string; refusedBecause: string | null }) {
  const own = useMyReviews().reviews.find((review) => review.appId === appId);
  const titleId = useId();
  // Kept across the swap, so a keyboard user is not left on a button that went with the review.
  const place = useRef<HTMLDivElement>(null);
  return (
    <div ref={place} tabIndex={-1}>
      {own === undefined ? (
        <RateAppForm appId={appId} appName={appName} refusedBecause={refusedBecause} />
      ) : (
        <section css={ownPanel} aria-labelledby={titleId} data-testid="own-review">
          <h3 id={titleId}>Your review</h3>
          <OwnReviewView review={own} titleId={titleId} withdrawWord="Delete" onWithdrawn={() => place.current?.focus()} />
        </section>
      )}
    </div>
  );
}

export function ReviewsSection({ appId, appName, summary, request, onRetry }: ReviewsSectionProps) {
  const [choice, setChoice] = useReviewChoice();
  const { page, updating, failed, error, retry, signedIn, reviewRefused } = useReviewPage(appId, choice);
  const sortId = useId();
  const listTop = useRef<HTMLDivElement>(null);
  const pages = page ? reviewPageCount(page.total, page.pageSize) : 1;
  // Another page starts at its first review: focus moves there so a keyboard keeps its place.
  const goTo = (next: number) => {
    setChoice((current) => ({ ...current, page: next }));
    listTop.current?.focus();
  };

  return (
    <DetailSection id="reviews" title={sectionTitles.reviews}>
      {summary ? (
        <>
          <div css={summaryRow}>
            <span className="average" aria-hidden="true">
              {summary.votes > 0 ? summary.rate.toFixed(1) : '–'}
            </span>
            <RatingStars rating={summary.rate} votes={summary.votes} />
          </div>
          <RatingHistogram histogram={summary.histogram} stars={choice.stars} onStars={(stars) => setChoice((current) => ({ ...current, stars, page: 1 }))} />
        </>
      ) : request?.status === 'rejected' ? (
        <SectionError what="Reviews" message={request.error?.message ?? null} onRetry={onRetry} />
      ) : (
        <Skeleton lines={4} label="Loading reviews" />
      )}
      <div css={toolbar}>
        <p role="status" data-testid="review-range" ref={listTop} tabIndex={-1}>
          {page ? reviewRangeText(page.page, page.total, page.pageSize) : 'Loading reviews…'}
          {choice.stars !== null && ` with ${starsText(choice.stars)}`}
        </p>
        {choice.stars !== null && (
          <button type="button" css={quietButton} onClick={() => setChoice((current) => ({ ...current, stars: null, page: 1 }))}>
            Show all ratings
          </button>
        )}
        <label htmlFor={sortId}>
          Sort reviews
          <select
            id={sortId}
            value={choice.sort}
            onChange={(event) => {
              const sort = reviewSortSchema.safeParse(event.target.value).data;
              if (sort) setChoice((current) => ({ ...current, sort: sort satisfies ReviewSort, page: 1 }));
            }}
          >
            {reviewSortSchema.options.map((sort) => (
              <option key={sort} value={sort}>
                {reviewSortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div aria-busy={updating}>
        {page ? (
          <ReviewList appId={appId} reviews={page.reviews} canReply={page.canReply} signedIn={signedIn} />
        ) : failed ? (
          <SectionError what="Reviews" message={readFailureOf(error).message} onRetry={retry} />
        ) : (
          <Skeleton lines={3} label="Loading reviews" />
        )}
      </div>
      {page && pages > 1 && (
        <nav css={pager} aria-label="Review pages">
          <button
            type="button"
            css={quietButton}
            aria-disabled={choice.page <= 1}
            onClick={() => {
              if (choice.page > 1) goTo(choice.page - 1);
            }}
          >
            Previous<span css={visuallyHidden}> reviews</span>
          </button>
          <span>
            Page {page.page} of {pages}
          </span>
          <button
            type="button"
            css={quietButton}
            aria-disabled={choice.page >= pages}
            onClick={() => {
              if (choice.page < pages) goTo(choice.page + 1);
            }}
          >
            Next<span css={visuallyHidden}> reviews</span>
          </button>
        </nav>
      )}
      {/* A visitor is offered the form (it asks them to sign in); an organisation without the app is told why not. */}
      <OwnReviewOrForm appId={appId} appName={appName} refusedBecause={reviewRefused ? reviewNeedsInstallMessage : null} />
    </DetailSection>
  );
}
