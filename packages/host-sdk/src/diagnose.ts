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
  /** The framed page's frame-ancestors lets the origin in (registered, or only the deprecated MARKETPLACE_FRAME_ANCESTORS). */
  framable: boolean;
  hostOrigins: Partial<Record<'livechat' | 'helpdesk' | 'text', string>>;
}

export async function checkEmbedding(platformOrigin: string, ask: typeof fetch = fetch): Promise<EmbeddingCheck | null> {
  try {
    const response = await ask(`${platformOrigin}/v2/embedding`, { credentials: 'omit' });
    // The platform's own answer (serve/embedding-check.ts); one naming a single product is an older platform's.
    const body = (await response.json()) as { registered?: boolean; product?: string | null; products?: string[]; framable?: boolean; hostOrigins?: EmbeddingCheck['hostOrigins'] };
    if (!response.ok) return null;
    const registered = body.registered === true;
    return { registered, products: body.products ?? (body.product ? [body.product] : []), framable: body.framable ?? registered, hostOrigins: body.hostOrigins ?? {} };
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
  const add = `add "${page.pageOrigin}=${page.product}" to ${SETTING} on the marketplace's server.`;
  if (check === null) {
    return refusal('BRIDGE_API_CORS', 'CORS of the API', SETTING, `${page.platformOrigin} could not be reached (network, or CORS refused ${page.pageOrigin}): if it is up, ${add}`);
  }
  if (!check.registered && check.framable && page.remoteOrigin === undefined) {
    return refusal('BRIDGE_ORIGIN_NOT_ALLOWED', 'bridge allow list', SETTING, `${page.pageOrigin} is not a registered embedder: the frame's bridge does not answer it. ${add}`);
  }
  if (!check.registered) {
    const [code, layer]: [ErrorCode, RefusedLayer] = page.remoteOrigin === undefined ? ['BRIDGE_FRAME_ANCESTORS', 'frame-ancestors'] : ['BRIDGE_ASSETS_CORS', 'CORS of the assets'];
    return refusal(code, layer, SETTING, `${page.pageOrigin} is not a registered embedder: frame-ancestors, the bridge and CORS refuse it. ${add}`);
  }
  if (!check.products.includes(page.product)) {
    const registered = check.products.join('+');
    return refusal(
      'BRIDGE_PRODUCT_NOT_REGISTERED',
      'product',
      SETTING,
      `${page.pageOrigin} is registered for ${registered}, not ${page.product}: make its entry in ${SETTING} "${page.pageOrigin}=${registered}+${page.product}", or embed ${registered}.`,
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
      `Registered, but the marketplace's remote could not be loaded: check that ${page.remoteOrigin}/remoteEntry.js answers and this page's CSP allows it (script-src, connect-src). (${cause})`,
    );
  }
  return refusal(
    'BRIDGE_CONNECTION_TIMEOUT',
    'timeout',
    null,
    `Registered, but the marketplace did not answer in time: check that the frame shows ${page.platformOrigin} and nothing (sandbox, an extension, this page's frame-src) blocks it.`,
  );
}
