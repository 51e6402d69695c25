/** Which variant of the marketplace this is (spec 1), from how the host renders it. */
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import type { Variant } from '@marketplace/domain/entities/product';

export function variantOf(options: Pick<MarketplaceOptions, 'product' | 'embedding'>): Variant {
  if (options.product === 'helpdesk') return options.embedding === 'framed' ? 'helpdesk-framed' : 'helpdesk';
  if (options.product === 'text') return options.embedding === 'framed' ? 'text-framed' : 'text';
  return options.embedding === 'framed' ? 'agent-app' : 'public';
}
