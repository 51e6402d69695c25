/** The product and the variant (spec 1) this marketplace is opened in. */
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { variantOf } from './variant.ts';

export function useVariant() {
  const options = useMarketplaceOptions();
  return { product: options.product, variant: variantOf(options) };
}
