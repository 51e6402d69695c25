/**
 * Loads `marketplace/Marketplace` from the remote at run time and renders it; shows the host's
 * unavailable state with a Retry button when the remote cannot be loaded. Should the loaded
 * marketplace throw past its own boundaries, the shell stays up with a way back and a Retry.
 */
import { css } from '@emotion/react';
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { createRemoteLoader, REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import type { RemoteLoadState } from '@marketplace/bridge/remote-loader';
import { useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ComponentType } from 'react';
import { loadExposedModule } from '../../../shared/load-remote.ts';

type MarketplaceComponent = ComponentType<MarketplaceOptions>;

const unavailable = css`
  margin: 48px auto;
  max-width: 420px;
  text-align: center;
  font: 16px/1.5 system-ui, sans-serif;
  button {
    margin-top: 12px;
    padding: 8px 20px;
    border-radius: 6px;
    border: 1px solid #1f2a44;
    background: #1f2a44;
    color: #fff;
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid #ffb020;
    outline-offset: 2px;
  }
`;

export function FederatedMarketplace(props: MarketplaceOptions) {
  const [state, setState] = useState<RemoteLoadState<MarketplaceComponent>>({ status: 'loading' });
  const loader = useRef<{ retry: () => Promise<void> } | null>(null);

  useEffect(() => {
    loader.current = createRemoteLoader(
      async () => (await loadExposedModule<{ default: MarketplaceComponent }>('./Marketplace', () => window.location.reload())).default,
      setState,
    );
  }, []);

  if (state.status === 'loaded') {
    return (
      <ErrorBoundary
        fallbackRender={({ resetErrorBoundary }) => (
          <div role="alert" css={unavailable}>
            <p>Something went wrong in the marketplace.</p>
            <a href={`${props.basename.replace(/\/+$/, '')}/`}>Back to the marketplace</a>{' '}
            <button type="button" onClick={resetErrorBoundary}>
              {RETRY_LABEL}
            </button>
          </div>
        )}
      >
        <state.module {...props} />
      </ErrorBoundary>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" css={unavailable}>
        <p>{REMOTE_UNAVAILABLE_MESSAGE}</p>
        <button type="button" onClick={() => void loader.current?.retry()}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  return (
    <p role="status" css={unavailable}>
      Loading the marketplace…
    </p>
  );
}
