// The remote's federated modules, typed by the contract the bridge declares.
declare module 'marketplace/Marketplace' {
  import type { ComponentType } from 'react';
  import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
  const Marketplace: ComponentType<MarketplaceOptions>;
  export default Marketplace;
}
