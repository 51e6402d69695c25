/**
 * Wraps a screen for exposure on its own: inside `./Marketplace` it renders as is; rendered alone
 * by a host it brings its providers and a router at the host's basename, inside an error boundary
 * so a failing screen shows a way back instead of breaking the host's page.
 */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import type { ComponentType } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import { MarketplaceProviders, useHasMarketplaceProviders } from './MarketplaceProviders.tsx';
import { Notifications } from './Notifications.tsx';
import { RouterNavigation } from './router-navigation.tsx';
import { homeOf, ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { StartupSignIn } from '../sign-in/StartupSignIn.tsx';

export function exposeScreen(Screen: ComponentType) {
  function ExposedScreen(props: Partial<MarketplaceOptions>) {
    const provided = useHasMarketplaceProviders();
    const inRouter = useInRouterContext();
    if (provided) return <Screen />;
    const options = props as MarketplaceOptions;
    const screen = (
      <>
        <RouterNavigation />
        <StartupSignIn />
        <Screen />
        <Notifications />
      </>
    );
    return (
      <ScreenErrorBoundary area="screen" home={homeOf(options.basename)}>
        <MarketplaceProviders options={options}>{inRouter ? screen : <BrowserRouter basename={options.basename}>{screen}</BrowserRouter>}</MarketplaceProviders>
      </ScreenErrorBoundary>
    );
  }
  ExposedScreen.displayName = `Exposed(${Screen.displayName ?? Screen.name})`;
  return ExposedScreen;
}
