/**
 * Run-time configuration of the five origins (ARCHITECTURE.md, runtime topology): ports, public
 * origins, and who may embed the marketplace for which product. Read once from environment
 * variables (PORT_* and *_ORIGIN, documented in the README) and validated here, so the same build
 * runs on other ports, behind real domains, or twice on one machine. Pure: the caller passes the
 * environment in.
 */
import { z } from 'zod';

export const DEFAULT_PORTS = { platform: 4000, remote: 4001, agentApp: 4002, helpdesk: 4003, text: 4004 } as const;
export type OriginName = keyof typeof DEFAULT_PORTS;

const port = z.coerce.number().int().min(1).max(65_535);
/** An origin only: scheme, host and port, no path (an allow list compares origins exactly). */
const origin = z
  .url({ protocol: /^https?$/ })
  // Scheme and authority only (z.url has checked the rest); no URL global in the domain.
  .transform((value) => (/^https?:\/\/[^/?#]+/i.exec(value)?.[0] ?? value).toLowerCase())
  .optional();

export const runtimeEnvSchema = z.object({
  PORT_PLATFORM: port.default(DEFAULT_PORTS.platform),
  PORT_REMOTE: port.default(DEFAULT_PORTS.remote),
  PORT_AGENT_APP: port.default(DEFAULT_PORTS.agentApp),
  PORT_HELPDESK: port.default(DEFAULT_PORTS.helpdesk),
  PORT_TEXT: port.default(DEFAULT_PORTS.text),
  PLATFORM_ORIGIN: origin,
  REMOTE_ORIGIN: origin,
  AGENT_APP_ORIGIN: origin,
  HELPDESK_ORIGIN: origin,
  TEXT_ORIGIN: origin,
});

export const runtimeConfigSchema = z.object({
  ports: z.object({ platform: port, remote: port, agentApp: port, helpdesk: port, text: port }),
  origins: z.object({ platform: z.url(), remote: z.url(), agentApp: z.url(), helpdesk: z.url(), text: z.url() }),
  /** The public site's build (spec 4: a changed build hash forces one full reload); set by the server. */
  buildHash: z.string().optional(),
  /** Whether the public site registers its service worker (MARKETPLACE_SERVICE_WORKER=off turns it off). */
  serviceWorker: z.boolean().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The configuration of an environment; unset origins are http://localhost:{port}. */
export function parseRuntimeConfig(env: Readonly<Record<string, string | undefined>>): RuntimeConfig {
  const parsed = runtimeEnvSchema.parse(env);
  const ports = { platform: parsed.PORT_PLATFORM, remote: parsed.PORT_REMOTE, agentApp: parsed.PORT_AGENT_APP, helpdesk: parsed.PORT_HELPDESK, text: parsed.PORT_TEXT };
  const local = (name: OriginName) => `http://localhost:${ports[name]}`;
  return {
    ports,
    origins: {
      platform: parsed.PLATFORM_ORIGIN ?? local('platform'),
      remote: parsed.REMOTE_ORIGIN ?? local('remote'),
      agentApp: parsed.AGENT_APP_ORIGIN ?? local('agentApp'),
      helpdesk: parsed.HELPDESK_ORIGIN ?? local('helpdesk'),
      text: parsed.TEXT_ORIGIN ?? local('text'),
    },
  };
}

export const defaultRuntimeConfig: RuntimeConfig = parseRuntimeConfig({});

/** The products a host embeds the marketplace in (spec 1's variants: agent app, help desk, text product). */
export type EmbeddingProduct = 'livechat' | 'helpdesk' | 'text';

/**
 * The host origins allowed to embed the marketplace opened in a product (spec 2: a framed
 * marketplace accepts messages only from origins on an allow list): the agent app for the chat
 * product, the help desk and the text product's host each for their own.
 */
export function allowedEmbedders(config: RuntimeConfig, product: EmbeddingProduct): string[] {
  return product === 'helpdesk' ? [config.origins.helpdesk] : product === 'text' ? [config.origins.text] : [config.origins.agentApp];
}

/** Every host that may embed the marketplace in some product (frame-ancestors, CORS). */
export function allEmbedders(config: RuntimeConfig): string[] {
  return [...new Set([...allowedEmbedders(config, 'livechat'), ...allowedEmbedders(config, 'helpdesk'), ...allowedEmbedders(config, 'text')])];
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
