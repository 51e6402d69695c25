/**
 * The run-time configuration a page was served with (server/serve/config.ts puts it in a JSON
 * script), checked with the domain's schema; the default topology when the page has none (a dev
 * server) or it does not parse. Hosts take their origins and allow lists from here.
 */
import { defaultRuntimeConfig, RUNTIME_CONFIG_SCRIPT_ID, runtimeConfigSchema, type RuntimeConfig } from '@marketplace/domain/page-runtime-config';

export function pageRuntimeConfig(): RuntimeConfig {
  // Server rendering loads the hosts' modules where there is no page: the default topology.
  if (typeof document === 'undefined') return defaultRuntimeConfig;
  const text = document.getElementById(RUNTIME_CONFIG_SCRIPT_ID)?.textContent ?? '';
  if (text === '') return defaultRuntimeConfig;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}

export { allEmbedders, allowedEmbedders, embedderProduct, productHostOf, type EmbeddingProduct } from '@marketplace/domain/page-runtime-config';
/** How a product host names itself (framework-free hosts reach the domain through the bridge only). */
export { productNames } from '@marketplace/domain/entities/product-names';
