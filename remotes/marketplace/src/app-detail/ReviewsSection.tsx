/** Reviews: the average and the 1–5 histogram, the written reviews, and the rate-and-review form. */
import { css, type Theme } from '@emotion/react';
import type { FeedbackSummary } from '@marketplace/domain/entities/feedback';
import type { RequestState } from '../store/request-status.ts';
import { RatingStars } from '../ui/RatingStars.tsx';
import { DetailSection } from './DetailSection.tsx';
import { RateAppForm } from '../ui/RateAppForm.tsx';
import { RatingHistogram } from './RatingHistogram.tsx';
import { ReviewList } from './ReviewList.tsx';
import { sectionTitles } from './section-titles.ts';
import { SectionError } from './SectionError.tsx';
import { Skeleton } from './AppDetailSkeleton.tsx';

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

export interface ReviewsSectionProps {
  appId: string;
  appName: string;
  summary: FeedbackSummary | undefined;
  request: RequestState | undefined;
  onRetry: () => void;
}

export function ReviewsSection({ appId, appName, summary, request, onRetry }: ReviewsSectionProps) {
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
          <RatingHistogram histogram={summary.histogram} />
          <ReviewList reviews={summary.reviews} />
        </>
      ) : request?.status === 'rejected' ? (
        <SectionError what="Reviews" message={request.error?.message ?? null} onRetry={onRetry} />
      ) : (
        <Skeleton lines={4} label="Loading reviews" />
      )}
      <RateAppForm appId={appId} appName={appName} />
    </DetailSection>
  );
}
