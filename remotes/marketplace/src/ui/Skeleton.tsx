/** Placeholders in the shape of what is loading; still under reduced motion. */
import { css, keyframes, type Theme } from '@emotion/react';
import { cardGrid } from './page-styles.ts';

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.55; }
  to { opacity: 1; }
`;

export const skeletonBlock = (t: Theme) => css`
  background: ${t.color.skeleton};
  border-radius: ${t.radius.card}px;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function SkeletonCards({ count, label }: { count: number; label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} css={cardGrid(260)}>
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          css={(t: Theme) => [
            skeletonBlock(t),
            css`
              height: 108px;
            `,
          ]}
        />
      ))}
    </ul>
  );
}
