/**
 * Where a host-product path (an app page, its settings, the subscription page) is opened: the chat
 * product is the agent app, the help desk its own host, any other product the platform's origin.
 * The hosts' origins are the run-time configuration of the page the marketplace runs in (the
 * server writes it into every page), so the same build links to the right host on any ports.
 */
import type { HostTarget } from '@marketplace/domain/app-actions';
import { pageRuntimeConfig } from '@marketplace/bridge/page-config';
import type { RuntimeConfig } from '@marketplace/domain/runtime-config';

let config: RuntimeConfig | null = null;

export function hostHref(target: HostTarget, platformOrigin: string): string {
  config ??= pageRuntimeConfig();
  const origin = target.product === 'livechat' ? config.origins.agentApp : target.product === 'helpdesk' ? config.origins.helpdesk : platformOrigin;
  return `${origin}${target.path}`;
}
