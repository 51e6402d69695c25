/**
 * Where a product shows its apps settings (spec 2). Its own module, free of the entities' schemas,
 * so the framework-free hosts reach it without zod; routes.ts re-exports it.
 */
import type { Product } from './entities/product.ts';

/** The product's apps settings page. */
export function appsSettingsPath(product: Product): string {
  if (product === 'livechat') return '/apps/settings';
  if (product === 'helpdesk') return '/settings/integrations/apps';
  return '/settings/applications';
}
