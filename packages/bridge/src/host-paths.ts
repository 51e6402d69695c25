/**
 * The domain's paths a framework-free host needs (hosts reach the domain through the bridge only).
 * A module of its own, not page-config: the remote's pages import page-config, and a re-export of
 * the routes there moved domain schemas ahead of zod's jitless setting in the remote's chunks.
 */
import './zod-jitless.ts';

/** Where a product host shows its apps settings (spec 2), the screen an app's Settings opens below it. */
export { appsSettingsPath } from '@marketplace/domain/apps-settings-path';
