/**
 * Run-time configuration of the five origins (docs/architecture.md, runtime topology): ports, public
 * origins, and who may embed the marketplace for which product. Read once from environment
 * variables (PORT_* and *_ORIGIN, documented in docs/operations.md) and validated here, so the same build
 * runs on other ports, behind real domains, or twice on one machine. Pure: the caller passes the
 * environment in.
 */
import { z } from 'zod';
import { DEFAULT_PORTS, localOrigin, type OriginName, type RuntimeConfig } from './page-runtime-config.ts';

// What a page needs lives in page-runtime-config.ts (zod/mini); the server's callers keep importing it from here.
export { allEmbedders, allowedEmbedders, defaultRuntimeConfig, productHostOf, RUNTIME_CONFIG_SCRIPT_ID, type RuntimeConfig } from './page-runtime-config.ts';

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

/** The configuration of an environment; unset origins are http://localhost:{port}. */
export function parseRuntimeConfig(env: Readonly<Record<string, string | undefined>>): RuntimeConfig {
  const parsed = runtimeEnvSchema.parse(env);
  const ports = { platform: parsed.PORT_PLATFORM, remote: parsed.PORT_REMOTE, agentApp: parsed.PORT_AGENT_APP, helpdesk: parsed.PORT_HELPDESK, text: parsed.PORT_TEXT };
  const local = (name: OriginName) => localOrigin(ports[name]);
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
