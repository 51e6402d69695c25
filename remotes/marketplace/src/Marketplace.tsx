/** `./Marketplace`: the whole router, for React hosts. */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppDetailScreen } from './app-detail/AppDetail.tsx';
import { HostBridge } from './app-shell/HostBridge.tsx';
import { MarketplaceProviders } from './app-shell/MarketplaceProviders.tsx';
import { NotFound } from './app-shell/NotFound.tsx';
import { CartScreen } from './cart/Cart.tsx';
import { CatalogueScreen } from './catalogue/Catalogue.tsx';
import { CheckoutScreen } from './checkout/Checkout.tsx';

export function MarketplaceRoutes() {
  return (
    <Routes>
      <Route path="/" element={<CatalogueScreen />} />
      <Route path="/apps/" element={<CatalogueScreen />} />
      <Route path="/apps/:slug/" element={<AppDetailScreen />} />
      <Route path="/services/:slug/" element={<AppDetailScreen />} />
      <Route path="/cart/*" element={<CartScreen />} />
      <Route path="/checkout/*" element={<CheckoutScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export default function Marketplace(options: MarketplaceOptions) {
  return (
    <MarketplaceProviders options={options}>
      <BrowserRouter basename={options.basename}>
        <HostBridge />
        <MarketplaceRoutes />
      </BrowserRouter>
    </MarketplaceProviders>
  );
}
