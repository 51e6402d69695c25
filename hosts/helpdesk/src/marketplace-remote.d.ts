// The remote's federated `./mount`, typed by the contract the bridge declares.
declare module 'marketplace/mount' {
  import type { MountMarketplace } from '@marketplace/bridge/mount-options';
  export const mount: MountMarketplace;
}
