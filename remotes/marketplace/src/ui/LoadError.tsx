/** What a screen shows when its data could not be loaded: the reason and a way to try again. */
import { statePanel } from './page-styles.ts';

export function LoadError({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" css={statePanel}>
      <p>
        The {what} couldn’t be loaded: {message}
      </p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
