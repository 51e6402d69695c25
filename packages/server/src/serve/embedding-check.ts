/**
 * `GET /v2/embedding`: whether the calling page's origin is a registered embedder, for which
 * products, and where the vendor's hosts are. The host SDK asks it when the bridge does not connect, so a refused host is told which
 * layer refused it and which setting to change instead of a bare timeout. Readable from any
 * origin (the answer concerns the caller only and carries no data of any account); no cookies.
 */
import type { FastifyInstance } from 'fastify';
import { EMBEDDERS_SETTING, embeddersOf, type RuntimeConfig } from '@marketplace/domain/page-runtime-config';

export const EMBEDDING_CHECK_PATH = '/v2/embedding';

/**
 * `framingOrigins`: the origins the framed page's frame-ancestors lets in. An origin there but not
 * registered (the deprecated MARKETPLACE_FRAME_ANCESTORS) gets its frame, which then does not
 * answer it: the bridge's allow list is the registered embedders only. Either may be a function,
 * read at each request, as an operator registers embedders while the server runs.
 */
export function registerEmbeddingCheck(
  app: FastifyInstance,
  configNow: RuntimeConfig | (() => RuntimeConfig),
  framingNow: readonly string[] | (() => readonly string[]) = [],
): void {
  app.get(EMBEDDING_CHECK_PATH, async (request, reply) => {
    const config = typeof configNow === 'function' ? configNow() : configNow;
    const framing = new Set((typeof framingNow === 'function' ? framingNow() : framingNow).map((origin) => origin.toLowerCase()));
    reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store').header('vary', 'origin');
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !/^https?:\/\/[^/]+$/i.test(origin)) {
      return reply.code(400).send({ code: 'origin_required', message: 'Call this from the embedding page: the browser sends its Origin header.' });
    }
    const products = embeddersOf(config)
      .filter((embedder) => embedder.origin === origin.toLowerCase())
      .map((embedder) => embedder.product);
    // The vendor's hosts: where destinations a host owns open (an inline page of another company carries no configuration of ours).
    const hostOrigins = { livechat: config.origins.agentApp, helpdesk: config.origins.helpdesk, text: config.origins.text };
    const registered = products.length > 0;
    return {
      origin: origin.toLowerCase(),
      registered,
      product: products[0] ?? null,
      products,
      framable: registered || framing.has(origin.toLowerCase()),
      hostOrigins,
      setting: EMBEDDERS_SETTING,
    };
  });
}
