/**
 * Run-time configuration of the five origins (docs/architecture.md, runtime topology): ports, public
 * origins, and who may embed the marketplace for which product. Read once from environment
 * variables (PORT_* and *_ORIGIN, documented in docs/operations.md) and validated here, so the same build
 * runs on other ports, behind real domains, or twice on one machine. Pure: the caller passes the
 * environment in.
 */
import { z } from 'zod';
import { DEFAULT_PORTS, EMBEDDERS_SETTING, embeddingProducts, localOrigin, vendorEmbedders, type Embedder, type OriginName, type RuntimeConfig } from './page-runtime-config.ts';
import { decimalIntegerSchema } from './decimal-integer.ts';

// What a page needs lives in page-runtime-config.ts (zod/mini); the server's callers keep importing it from here.
export { allEmbedders, allowedEmbedders, defaultRuntimeConfig, productHostOf, RUNTIME_CONFIG_SCRIPT_ID, type RuntimeConfig } from './page-runtime-config.ts';

const port = decimalIntegerSchema({ min: 1, max: 65_535 });
/** An origin only: scheme, host and port, no path (an allow list compares origins exactly). */
const exactOrigin = z
  .url({ protocol: /^https?$/ })
  // Scheme and authority only (z.url has checked the rest); no URL global in the domain.
  .transform((value) => (/^https?:\/\/[^/?#]+/i.exec(value)?.[0] ?? value).toLowerCase());
const origin = exactOrigin.optional();

/**
 * MARKETPLACE_EMBEDDERS: comma-separated `origin=products` entries, e.g.
 * `https://crm.example.com/crm/=livechat+helpdesk,https://desk.example.org=helpdesk`. Products are
 * joined by `+`. A path after the origin is where the host's sign-in may come back to (that page
 * and the pages under it); an origin alone registers its root page only. When set it is the whole
 * list: the vendor's own hosts embed only if listed.
 */
export const embeddersSettingSchema = z
  .string()
  .trim()
  .min(1)
  .transform((value, context): Embedder[] => {
    const entries: Embedder[] = [];
    for (const pair of value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')) {
      const at = pair.lastIndexOf('=');
      const address = at < 0 ? '' : pair.slice(0, at);
      // An exact origin (no wildcard, no credentials, no query), then an optional callback path.
      const parts = /^(https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?)(\/[A-Za-z0-9._~!$&'()*+;=:@%/-]*)?$/i.exec(address);
      const parsedOrigin = exactOrigin.safeParse(parts?.[1] ?? '');
      const products = (at < 0 ? '' : pair.slice(at + 1)).split('+').map((name) => z.enum(embeddingProducts).safeParse(name.trim()));
      const path = parts?.[2];
      if (!parts || !parsedOrigin.success || products.some((product) => !product.success) || (path !== undefined && (path.includes('//') || /\/\.\.?(\/|$)/.test(path)))) {
        context.addIssue({
          code: 'custom',
          message: `"${pair}" is not origin=product (an origin such as https://crm.example.com, optionally its sign-in's path such as /crm/, then products among ${embeddingProducts.join(', ')} joined by +)`,
        });
        return z.NEVER;
      }
      if (entries.some((entry) => entry.origin === parsedOrigin.data)) {
        context.addIssue({ code: 'custom', message: `${parsedOrigin.data} is listed twice: list its products in one entry (origin=livechat+helpdesk)` });
        return z.NEVER;
      }
      const names = [...new Set(products.flatMap((product) => (product.success ? [product.data] : [])))];
      for (const product of names) entries.push({ origin: parsedOrigin.data, product, ...(path === undefined ? {} : { callbackPaths: [path] }) });
    }
    return entries;
  })
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
  [EMBEDDERS_SETTING]: embeddersSettingSchema,
});

/** The configuration of an environment; unset origins are http://localhost:{port}. */
export function parseRuntimeConfig(env: Readonly<Record<string, string | undefined>>): RuntimeConfig {
  const parsed = runtimeEnvSchema.parse(env);
  const ports = { platform: parsed.PORT_PLATFORM, remote: parsed.PORT_REMOTE, agentApp: parsed.PORT_AGENT_APP, helpdesk: parsed.PORT_HELPDESK, text: parsed.PORT_TEXT };
  const local = (name: OriginName) => localOrigin(ports[name]);
  const origins = {
    platform: parsed.PLATFORM_ORIGIN ?? local('platform'),
    remote: parsed.REMOTE_ORIGIN ?? local('remote'),
    agentApp: parsed.AGENT_APP_ORIGIN ?? local('agentApp'),
    helpdesk: parsed.HELPDESK_ORIGIN ?? local('helpdesk'),
    text: parsed.TEXT_ORIGIN ?? local('text'),
  };
  // A vendor host listed without a path keeps its own sections as its sign-in's return pages.
  const vendor = vendorEmbedders(origins);
  const listed = parsed[EMBEDDERS_SETTING]?.map((entry) =>
    entry.callbackPaths ? entry : { ...entry, ...(vendor.find((own) => own.origin === entry.origin && own.product === entry.product) ?? {}) },
  );
  return { ports, origins, embedders: listed ?? vendor };
}

/**
 * One line saying what is wrong with the environment's configuration (each setting named, with
 * what it should be), for the server to print instead of a stack trace; null for any other error.
 */
export function configurationProblem(error: unknown): string | null {
  if (!(error instanceof z.ZodError)) return null;
  return error.issues.map((issue) => `${issue.path.join('.') || 'configuration'}: ${issue.message}`).join('; ');
}
