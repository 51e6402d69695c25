/**
 * A refused host is told why, and fast: at embed time the SDK asks the platform whether this
 * page's origin is registered, for which products (GET /v2/embedding, readable from any origin, no
 * cookies), beside loading the marketplace. A refusal names the layer that refused, its own error
 * code and the setting to change, in the console and as an `error` event.
 */
import type { ErrorCode, Refusal, RefusedLayer } from './types.ts';

const SETTING = 'MARKETPLACE_EMBEDDERS';

/** What the platform says of the calling page's origin; null when it could not be read. */
export interface EmbeddingCheck {
  registered: boolean;
  products: string[];
  hostOrigins: Partial<Record<'livechat' | 'helpdesk' | 'text', string>>;
}

export async function checkEmbedding(platformOrigin: string, ask: typeof fetch = fetch): Promise<EmbeddingCheck | null> {
  try {
    const response = await ask(`${platformOrigin}/v2/embedding`, { credentials: 'omit' });
    if (!response.ok) return null;
    const body = (await response.json()) as { registered?: unknown; product?: unknown; products?: unknown; hostOrigins?: unknown };
    const products = Array.isArray(body.products)
      ? body.products.filter((name): name is string => typeof name === 'string')
      : typeof body.product === 'string'
        ? [body.product]
        : [];
    const hostOrigins = typeof body.hostOrigins === 'object' && body.hostOrigins !== null ? (body.hostOrigins as EmbeddingCheck['hostOrigins']) : {};
    return { registered: body.registered === true, products, hostOrigins };
  } catch {
    return null;
  }
}

const refusal = (code: ErrorCode, layer: RefusedLayer, setting: string | null, message: string): Refusal => ({ code, layer, setting, message: `[marketplace] ${message}` });

/**
 * Why the marketplace refuses this page, from the platform's answer; null when the answer refuses
 * nothing (then only a failure of the remote or a timeout can). `remoteOrigin`: inline only.
 */
export function refusalOf(check: EmbeddingCheck | null, page: { platformOrigin: string; product: string; pageOrigin: string; remoteOrigin?: string }): Refusal | null {
  const entry = `${page.pageOrigin}=${page.product}`;
  if (check === null) {
    return refusal(
      'BRIDGE_API_CORS',
      'CORS of the API',
      SETTING,
      `${page.platformOrigin} could not be reached from ${page.pageOrigin} (network, or its CORS refused this origin). If it is up, add "${entry}" to ${SETTING} on the marketplace's server.`,
    );
  }
  if (!check.registered) {
    const [code, layer]: [ErrorCode, RefusedLayer] = page.remoteOrigin === undefined ? ['BRIDGE_FRAME_ANCESTORS', 'frame-ancestors'] : ['BRIDGE_ASSETS_CORS', 'CORS of the assets'];
    return refusal(
      code,
      layer,
      SETTING,
      `${page.pageOrigin} is not a registered embedder: the framed page's frame-ancestors, the bridge's allow list and CORS of the API and of the remote's assets refuse it. Add "${entry}" to ${SETTING} on the marketplace's server.`,
    );
  }
  if (!check.products.includes(page.product)) {
    const registered = check.products.join('+');
    return refusal(
      'BRIDGE_PRODUCT_NOT_REGISTERED',
      'product',
      SETTING,
      `${page.pageOrigin} is registered for ${registered}, not ${page.product}: the marketplace is not opened in a product the origin did not register. Change its entry in ${SETTING} to "${page.pageOrigin}=${[...check.products, page.product].join('+')}", or embed ${check.products[0] ?? registered}.`,
    );
  }
  return null;
}

/** A registered host whose marketplace still did not answer: the remote (inline) or the frame's handshake (framed). */
export function unansweredRefusal(page: { platformOrigin: string; pageOrigin: string; remoteOrigin?: string }, cause: string): Refusal {
  if (page.remoteOrigin !== undefined) {
    return refusal(
      'BRIDGE_ASSETS_CORS',
      'CORS of the assets',
      null,
      `${page.pageOrigin} is registered (${SETTING}), but the marketplace's remote could not be loaded: check that ${page.remoteOrigin}/remoteEntry.js answers and that this page's CSP allows it (script-src and connect-src ${page.remoteOrigin}). (${cause})`,
    );
  }
  return refusal(
    'BRIDGE_CONNECTION_TIMEOUT',
    'timeout',
    null,
    `${page.pageOrigin} is registered (${SETTING}), but the marketplace did not answer in time: check that the frame shows ${page.platformOrigin} and that nothing (a sandbox attribute, an extension, a CSP frame-src of this page) blocks it.`,
  );
}
