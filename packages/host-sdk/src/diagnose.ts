/**
 * A refused host is told why: when the marketplace does not answer, the SDK asks the platform
 * whether this page's origin is registered (GET /v2/embedding, readable from any origin) and
 * writes one console message naming the layer that refused it and the setting to change.
 */
import type { RefusedLayer } from './types.ts';

const SETTING = 'MARKETPLACE_EMBEDDERS';

export interface Diagnosis {
  layer: RefusedLayer;
  message: string;
}

/** `remoteOrigin`: inline, where the remote's entry was loaded from (framed: none, the frame is the page). */
export async function diagnoseRefusal(options: { platformOrigin: string; product: string; pageOrigin: string; remoteOrigin?: string; fetch?: typeof fetch }): Promise<Diagnosis> {
  const ask = options.fetch ?? fetch;
  const entry = `${options.pageOrigin}=${options.product}`;
  const answer = await ask(`${options.platformOrigin}/v2/embedding`, { credentials: 'omit' })
    .then(async (response) => (response.ok ? ((await response.json()) as { registered?: unknown; product?: unknown }) : null))
    .catch(() => null);
  if (answer === null) {
    return {
      layer: 'CORS',
      message: `[marketplace] ${options.platformOrigin} could not be reached from ${options.pageOrigin} (network, or its CORS refused this origin). If it is up, add "${entry}" to ${SETTING} on the marketplace's server.`,
    };
  }
  if (answer.registered !== true) {
    return {
      layer: 'frame-ancestors',
      message: `[marketplace] ${options.pageOrigin} is not a registered embedder: the framed page's frame-ancestors, the bridge's allow list and CORS of the API and of the remote's assets refuse it. Add "${entry}" to ${SETTING} on the marketplace's server.`,
    };
  }
  if (answer.product !== options.product) {
    return {
      layer: 'bridge allow list',
      message: `[marketplace] ${options.pageOrigin} is registered for ${String(answer.product)}, not ${options.product}: the bridge's allow list refused it. Change its entry in ${SETTING} to "${entry}", or embed ${String(answer.product)}.`,
    };
  }
  if (options.remoteOrigin !== undefined) {
    return {
      layer: 'bridge handshake',
      message: `[marketplace] ${options.pageOrigin} is registered (${SETTING}), but the marketplace's remote could not be loaded: check that ${options.remoteOrigin}/remoteEntry.js answers and that this page's CSP allows it (script-src and connect-src ${options.remoteOrigin}).`,
    };
  }
  return {
    layer: 'bridge handshake',
    message: `[marketplace] ${options.pageOrigin} is registered (${SETTING}), but the marketplace did not answer in time: check that the frame shows ${options.platformOrigin} and that nothing (a sandbox attribute, an extension, a CSP frame-src of this page) blocks it.`,
  };
}
