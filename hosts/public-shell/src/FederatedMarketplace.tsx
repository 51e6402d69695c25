/**
 * Loads `marketplace/Marketplace` from the remote at run time and renders it; shows the host's
 * unavailable state with a Retry button when the remote cannot be loaded. Should the loaded
 * marketplace throw past its own boundaries, the shell stays up with a way back and a Retry. A
 * server-rendered page loads the module before hydrating and hands it in as `preloaded`
 * (or the failure as `failed`), so the first render matches the server's HTML.
 */
import { css } from '@emotion/react';
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { createRemoteLoader, REMOTE_UNAVAILABLE_MESSAGE, RETRY_LABEL } from '@marketplace/bridge/remote-loader';
import type { RemoteLoadState } from '@marketplace/bridge/remote-loader';
import { useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ComponentType } from 'react';
import { loadExposedModule } from '@marketplace/shared/load-remote';
import type { ServerRender } from '@marketplace/shared/server-render';
import { runtime } from './public-shell-config.ts';

export type { ServerRender };

export type MarketplaceComponent = ComponentType<MarketplaceOptions & { server?: ServerRender }>;

export interface Preloaded {
  /** The module, loaded already (the server's render or the hydrating page). */
  preloaded?: MarketplaceComponent | undefined;
  /** The hydrating page could not load the module. */
  failed?: unknown;
  server?: ServerRender | undefined;
}

const loadMarketplace = async () =>
  (await loadExposedModule<{ default: MarketplaceComponent }>('./Marketplace', { remoteOrigin: runtime.origins.remote, reload: () => window.location.reload() })).default;

const unavailable = css`
  margin: 48px auto;
  max-width: 420px;
  text-align: center;
  font:
    16px/1.5 system-ui,
    sans-serif;
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

export function FederatedMarketplace({ preloaded, failed, server, ...props }: MarketplaceOptions & Preloaded) {
  const [initial] = useState<RemoteLoadState<MarketplaceComponent>>(() =>
    preloaded ? { status: 'loaded', module: preloaded } : failed === undefined ? { status: 'loading' } : { status: 'failed', error: failed },
  );
  const [state, setState] = useState(initial);
  const loader = useRef<{ retry: () => Promise<void> } | null>(null);

  useEffect(() => {
    if (initial.status === 'loading') loader.current = createRemoteLoader(loadMarketplace, setState);
    else
      loader.current = {
        retry: async () => {
          loader.current = createRemoteLoader(loadMarketplace, setState);
        },
      };
  }, [initial]);

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
        <state.module {...props} {...(server ? { server } : {})} />
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
