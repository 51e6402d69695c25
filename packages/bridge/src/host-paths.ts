/** The domain's paths a framework-free host needs (hosts reach the domain through the bridge only). */

/** Where a product host shows its apps settings (spec 2), the screen an app's Settings opens below it. */
export { appsSettingsPath } from '@marketplace/domain/apps-settings-path';
