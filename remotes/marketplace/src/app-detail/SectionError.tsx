/** A part of the page that failed to load says so in words and offers a retry. */
import { css, type Theme } from '@emotion/react';
import { secondaryButton } from './styles.ts';

const box = (t: Theme) => css`
  padding: 16px;
  border: 1px solid ${t.color.danger};
  border-radius: ${t.radius.card}px;
  p {
    margin: 0 0 12px;
  }
`;

export function SectionError({ what, message, onRetry }: { what: string; message: string | null; onRetry: () => void }) {
  return (
    <div css={box} role="alert">
      <p>
        {what} could not be loaded{message ? `: ${message}` : '.'}
      </p>
      <button type="button" css={secondaryButton} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
