/**
 * Where a host-product path (an app page, its settings, the subscription page) is opened: the chat
 * product is the agent app, the help desk its own host, any other product the platform's origin.
 * Defaults come from the federation contract; a host may run elsewhere, so this is the one place
 * to change when the runtime configuration carries the products' origins.
 */
import type { HostTarget } from '@marketplace/domain/app-actions';
import { origins } from '../../../../shared/federation.ts';

export function hostHref(target: HostTarget, platformOrigin: string): string {
  const origin = target.product === 'livechat' ? origins.agentApp : target.product === 'helpdesk' ? origins.helpdesk : platformOrigin;
  return `${origin}${target.path}`;
}
