/** Placeholders while the app or one of its parts loads; screen readers hear one 'Loading…'. */
import { css, keyframes, type Theme } from '@emotion/react';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const block = (t: Theme) => css`
  display: block;
  border-radius: ${t.radius.control}px;
  background: ${t.color.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function Skeleton({ lines, label }: { lines: number; label: string }) {
  return (
    <div role="status" aria-busy="true" css={{ display: 'grid', gap: 8 }}>
      <span css={visuallyHidden}>{label}…</span>
      {Array.from({ length: lines }, (_x, i) => (
        <span key={i} css={block} aria-hidden="true" style={{ height: 14, width: `${90 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

export function AppDetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="app-detail-skeleton">
      <p role="status" css={visuallyHidden}>
        Loading app details…
      </p>
      <div aria-hidden="true" css={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 24 }}>
        <span css={block} style={{ width: 96, height: 96 }} />
        <span css={{ display: 'grid', gap: 12, alignContent: 'start' }}>
          <span css={block} style={{ width: '50%', height: 32 }} />
          <span css={block} style={{ width: '80%', height: 16 }} />
          <span css={block} style={{ width: '40%', height: 16 }} />
        </span>
      </div>
      <span aria-hidden="true" css={block} style={{ marginTop: 24, width: '100%', height: 320 }} />
    </div>
  );
}
