/**
 * The modules the remote exposes (shared/contract.ts names them) and where each lives in this
 * package: the federated build exposes them (vite.config.ts), and `npm run dev` lets the hosts'
 * dev servers import them from source (vite-tooling/vite-dev.ts).
 */
import type { ExposedModule } from '../../shared/contract.ts';

export const exposes: Record<ExposedModule, string> = {
  './Catalogue': './src/catalogue/Catalogue.tsx',
  './AppDetail': './src/app-detail/AppDetail.tsx',
  './Cart': './src/cart/Cart.tsx',
  './Checkout': './src/checkout/Checkout.tsx',
  './Marketplace': './src/Marketplace.tsx',
  './mount': './src/mount.tsx',
};
