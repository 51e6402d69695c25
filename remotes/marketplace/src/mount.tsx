/** `./mount`: renders the marketplace into an element, for hosts that are not React. */
import type { MountMarketplace } from '@marketplace/bridge/mount-options';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Marketplace from './Marketplace.tsx';

export const mount: MountMarketplace = (element, options) => {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <Marketplace {...options} />
    </StrictMode>,
  );
  return () => root.unmount();
};
