/**
 * The run-time configuration as a page receives it (docs/architecture.md, runtime topology): the
 * default topology and who may embed the marketplace; its schema is page-runtime-config-schema.ts.
 * Split from runtime-config.ts, which reads the environment on the server, so that a page reads
 * its configuration without loading zod.
 */
import type { Embedder, RuntimeConfig } from './page-runtime-config-schema.ts';

export type { Embedder, RuntimeConfig };

export const DEFAULT_PORTS = { platform: 4000, remote: 4001, agentApp: 4002, helpdesk: 4003, text: 4004 } as const;
export type OriginName = keyof typeof DEFAULT_PORTS;

/** The products a host embeds the marketplace in (spec 1's variants: agent app, help desk, text product). */
export const embeddingProducts = ['livechat', 'helpdesk', 'text'] as const;
export type EmbeddingProduct = (typeof embeddingProducts)[number];

/** The name of the one setting that registers embedders; refusals name it. */
export const EMBEDDERS_SETTING = 'MARKETPLACE_EMBEDDERS';

/** An origin on this machine: what an origin not configured is (here and in runtime-config.ts). */
export const localOrigin = (port: number): string => `http://localhost:${port}`;

/**
 * The sections of the vendor's hosts whose pages sign in and are signed in to: their home, the marketplace's
 * (the agent app's /apps/marketplace, the help desk's and text product's /marketplace and /framed)
 * and the destinations it links to (docs/embedding.md, "Destinations you own").
 */
const productHostSections = ['/', '/marketplace/', '/framed/', '/apps/', '/settings/', '/subscription', '/chats', '/reports'] as const;
export const vendorCallbackPaths: Record<EmbeddingProduct, readonly string[]> = {
  livechat: ['/', '/apps/', '/app/', '/subscription', '/chats', '/reports'],
  helpdesk: productHostSections,
  text: productHostSections,
};

/** The default topology: every origin on localhost at its default port. */
const defaultOrigins: RuntimeConfig['origins'] = {
  platform: localOrigin(DEFAULT_PORTS.platform),
  remote: localOrigin(DEFAULT_PORTS.remote),
  agentApp: localOrigin(DEFAULT_PORTS.agentApp),
  helpdesk: localOrigin(DEFAULT_PORTS.helpdesk),
  text: localOrigin(DEFAULT_PORTS.text),
};
export const defaultRuntimeConfig: RuntimeConfig = { ports: { ...DEFAULT_PORTS }, origins: defaultOrigins, embedders: vendorEmbedders(defaultOrigins) };

/** The vendor's own hosts, as entries of the embedders list: what MARKETPLACE_EMBEDDERS is by default. */
export function vendorEmbedders(origins: RuntimeConfig['origins']): Embedder[] {
  return [
    { origin: origins.agentApp, product: 'livechat', callbackPaths: [...vendorCallbackPaths.livechat] },
    { origin: origins.helpdesk, product: 'helpdesk', callbackPaths: [...vendorCallbackPaths.helpdesk] },
    { origin: origins.text, product: 'text', callbackPaths: [...vendorCallbackPaths.text] },
  ];
}

/**
 * Whether a return address's path is one of the registered callback paths: the path itself and
 * the pages under it; `/` is the root page only (an origin registered without a path).
 */
export function isCallbackPath(pathname: string, registered: readonly string[]): boolean {
  return registered.some((path) => {
    if (path === '/') return pathname === '/';
    const base = path.replace(/\/+$/, '');
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

/** The callback paths an origin's sign-in may come back to, across its entries (none when it is not registered). */
export function callbackPathsOf(config: RuntimeConfig, origin: string): string[] {
  return [...new Set(embeddersOf(config).flatMap((embedder) => (embedder.origin === origin.toLowerCase() ? (embedder.callbackPaths ?? ['/']) : [])))];
}

/** Every registered embedder of a configuration. */
export function embeddersOf(config: RuntimeConfig): Embedder[] {
  return config.embedders ?? vendorEmbedders(config.origins);
}

/**
 * The host origins allowed to embed the marketplace opened in a product (spec 2: a framed
 * marketplace accepts messages only from origins on an allow list).
 */
export function allowedEmbedders(config: RuntimeConfig, product: EmbeddingProduct): string[] {
  return embeddersOf(config)
    .filter((embedder) => embedder.product === product)
    .map((embedder) => embedder.origin);
}

/** Every host that may embed the marketplace in some product (frame-ancestors, CORS, sign-in return addresses). */
export function allEmbedders(config: RuntimeConfig): string[] {
  return [...new Set(embeddersOf(config).map((embedder) => embedder.origin))];
}

/** The product an embedder's origin registered for, or null when the origin is not registered. */
export function embedderProduct(config: RuntimeConfig, origin: string): EmbeddingProduct | null {
  return embeddersOf(config).find((embedder) => embedder.origin === origin.toLowerCase())?.product ?? null;
}

export { productQueryFlag } from './frame-flags.ts';

/**
 * The product a frame opens in for the page framing it: the one that page asked for (the frame's
 * `product` flag) when its origin registered it, else the origin's first; null when the origin is
 * not registered. The host SDK refuses a product the origin did not register before this matters.
 */
export function framedProductOf(config: RuntimeConfig, origin: string, asked: string | null): EmbeddingProduct | null {
  const registered = embeddersOf(config)
    .filter((embedder) => embedder.origin === origin.toLowerCase())
    .map((embedder) => embedder.product);
  return registered.find((product) => product === asked) ?? registered[0] ?? null;
}

/**
 * The product a product host's page serves, from the origin it was loaded from: the text
 * product's origin serves the text-product variants, any other the help desk's (one framework-free
 * host build serves both products, spec 1).
 */
export function productHostOf(config: RuntimeConfig, pageOrigin: string): 'helpdesk' | 'text' {
  return pageOrigin.toLowerCase() === config.origins.text ? 'text' : 'helpdesk';
}

/** The id of the JSON script that carries the configuration into a page (no inline JavaScript). */
export const RUNTIME_CONFIG_SCRIPT_ID = 'marketplace-runtime-config';
