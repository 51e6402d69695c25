/**
 * The served origins' allow lists of embedders (frame-ancestors, the remote's CORS, the pages'
 * configuration that the framed page's bridge and GET /v2/embedding read), from the environment's
 * entries and those an operator stored: computed again only when the stored ones change.
 */
import { allEmbedders, type RuntimeConfig } from '@marketplace/domain/runtime-config';
import type { EmbedderRegistry } from '../embedders/registry.ts';
import { pagePolicies, type FrameAncestors } from './security-headers.ts';

export interface EmbedderAllowLists {
  /** The run-time configuration with every embedder, as the pages receive it. */
  config: RuntimeConfig;
  /** The origins that may read the remote's assets and the API's answers. */
  hostOrigins: string[];
  policies: ReturnType<typeof pagePolicies>;
}

/** `frameAncestors`: MARKETPLACE_FRAME_ANCESTORS's, or the environment's embedders' (security-headers.ts). */
export function embedderAllowLists(config: RuntimeConfig, registry: EmbedderRegistry, frameAncestors: FrameAncestors): () => EmbedderAllowLists {
  return registry.derive((embedders) => {
    const withStored: RuntimeConfig = { ...config, embedders: [...embedders] };
    const registered = allEmbedders(withStored);
    return {
      config: withStored,
      hostOrigins: [...new Set([config.origins.platform, ...registered])],
      // The public shell is framed by every registered embedder, whatever its product (the frame then opens in it).
      policies: pagePolicies(withStored, { ...frameAncestors, livechat: [...new Set([...frameAncestors.livechat, ...registered])] }),
    };
  });
}
