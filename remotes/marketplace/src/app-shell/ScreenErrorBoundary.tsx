/**
 * What a screen that fails to render shows instead of taking the host's page down with it: a way
 * back to the marketplace's home and a retry. The failure is reported (spec 8's hook, console by
 * default) unless spec 8 ignores it. Styled without the theme: it may sit outside the providers.
 */
import { css } from '@emotion/react';
import { consoleReporter, reportUnlessIgnored, type ErrorReporter } from '@marketplace/api/error-reporting';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { useMarketplaceOptions } from './MarketplaceProviders.tsx';

export const SCREEN_FAILED_MESSAGE = 'Something went wrong on this screen.';
export const BACK_TO_MARKETPLACE = 'Back to the marketplace';
export const TRY_AGAIN = 'Try again';

const panel = css`
  margin: 32px auto;
  max-width: 480px;
  padding: 24px;
  border: 1px dashed currentColor;
  border-radius: 8px;
  text-align: center;
  p {
    margin: 0 0 12px;
  }
  a,
  button {
    margin: 0 8px;
  }
`;

/** The marketplace's home in the browser: the router's basename with its trailing slash. */
export const homeOf = (basename: string): string => `${basename.replace(/\/+$/, '')}/`;

export function ScreenErrorBoundary(props: { area: string; home: string; resetKeys?: unknown[]; reporter?: ErrorReporter; children: ReactNode }) {
  const reporter = props.reporter ?? consoleReporter;
  return (
    <ErrorBoundary
      {...(props.resetKeys ? { resetKeys: props.resetKeys } : {})}
      onError={(error, info) =>
        // Where in the screen it broke: a minified message alone does not name the component.
        reportUnlessIgnored(reporter, error, {
          area: props.area,
          type: 'render',
          message: error instanceof Error ? error.message : String(error),
          status: null,
          data: { componentStack: info.componentStack ?? null },
        })
      }
      fallbackRender={({ resetErrorBoundary }) => (
        <div role="alert" css={panel}>
          <p>{SCREEN_FAILED_MESSAGE}</p>
          {/* A full load: whatever broke this screen does not come along. */}
          <a href={props.home}>{BACK_TO_MARKETPLACE}</a>
          <button type="button" onClick={resetErrorBoundary}>
            {TRY_AGAIN}
          </button>
        </div>
      )}
    >
      {props.children}
    </ErrorBoundary>
  );
}

/** Around the routes: the layout stays, and moving to another page clears the failure. */
export function RoutesErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { basename } = useMarketplaceOptions();
  return (
    <ScreenErrorBoundary area="screen" home={homeOf(basename)} resetKeys={[pathname]}>
      {children}
    </ScreenErrorBoundary>
  );
}
