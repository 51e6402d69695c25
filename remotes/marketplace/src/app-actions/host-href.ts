/**
 * Where a host-product path (an app page, its settings, the subscription page) is opened: the chat
 * product is the agent app, the help desk and the text product each their own host (the text
 * product's is the help desk's build on its own origin), any other product the platform's origin.
 * The hosts' origins are the run-time configuration of the page the marketplace runs in (the
 * server writes it into every page), so the same build links to the right host on any ports; on
 * another company's page, the ones the host SDK passed.
 */
import type { HostTarget } from '@marketplace/domain/app-actions';
import type { Product } from '@marketplace/domain/entities/product';
import type { MarketplaceOptions } from '@marketplace/bridge/mount-options';
import { pageRuntimeConfig } from '@marketplace/bridge/page-config';
import type { RuntimeConfig } from '@marketplace/domain/runtime-config';

let config: RuntimeConfig | null = null;

/** `given`: the hosts' origins the marketplace was mounted with (MarketplaceOptions.hostOrigins), before the page's. */
export function hostHref(target: HostTarget, platformOrigin: string, given?: MarketplaceOptions['hostOrigins']): string {
  config ??= pageRuntimeConfig();
  return `${hostOrigin(target.product, config, given) ?? platformOrigin}${target.path}`;
}

/** The origin of a product's own host, or null for a product without one (the platform serves it). */
function hostOrigin(product: Product, { origins }: RuntimeConfig, given: MarketplaceOptions['hostOrigins'] = {}): string | null {
  if (product === 'livechat') return given.livechat ?? origins.agentApp;
  if (product === 'helpdesk') return given.helpdesk ?? origins.helpdesk;
  if (product === 'text') return given.text ?? origins.text;
  return null;
}
