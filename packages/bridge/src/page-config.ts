/**
 * The run-time configuration a page was served with (server/serve/config.ts puts it in a JSON
 * script); the default topology when the page has none (a dev server) or it is not one. Hosts take
 * their origins and allow lists from here.
 */
import { defaultRuntimeConfig, RUNTIME_CONFIG_SCRIPT_ID, type RuntimeConfig } from '@marketplace/domain/page-runtime-config';

export function pageRuntimeConfig(): RuntimeConfig {
  // Server rendering loads the hosts' modules where there is no page: the default topology.
  if (typeof document === 'undefined') return defaultRuntimeConfig;
  const text = document.getElementById(RUNTIME_CONFIG_SCRIPT_ID)?.textContent ?? '';
  if (text === '') return defaultRuntimeConfig;
  // Not parsed again by its schema (runtimeConfigSchema), which would bring zod into every page's
  // first scripts: our server wrote it into this document from the settings it validated at start
  // (runtime-config.ts), as it wrote the page's scripts.
  try {
    const config: unknown = JSON.parse(text);
    return isConfigShaped(config) ? config : defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}

function isConfigShaped(value: unknown): value is RuntimeConfig {
  const config = value as Partial<Record<keyof RuntimeConfig, unknown>> | null;
  return (
    typeof config === 'object' && config !== null && typeof config.ports === 'object' && config.ports !== null && typeof config.origins === 'object' && config.origins !== null
  );
}

export {
  allEmbedders,
  allowedEmbedders,
  embeddingProducts,
  framedProductOf,
  productHostOf,
  productQueryFlag,
  type EmbeddingProduct,
} from '@marketplace/domain/page-runtime-config';
/** How a product host names itself (framework-free hosts reach the domain through the bridge only). */
export { productNames } from '@marketplace/domain/entities/product-names';
