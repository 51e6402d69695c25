/** The catalogue's data (shared in data/) and the variant this marketplace is opened in. */
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { variantOf } from './variant.ts';

export { useCatalogue } from '../data/use-catalogue.ts';

export function useVariant() {
  const options = useMarketplaceOptions();
  return { product: options.product, variant: variantOf(options) };
}
