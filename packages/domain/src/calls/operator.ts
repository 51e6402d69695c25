/**
 * The operator's endpoints (docs/embedding.md, "Registering an embedder at run time"): embedders
 * added and removed without a restart, stored by the platform beside those of
 * MARKETPLACE_EMBEDDERS. Each message names the field and what it should be, as the body's first
 * problem is the answer's whole message.
 */
import { z } from 'zod';
import { embeddingProducts, type Embedder } from '../page-runtime-config.ts';

/** The setting that turns the operator's endpoints on: the bearer token they expect. */
export const OPERATOR_TOKEN_SETTING = 'MARKETPLACE_OPERATOR_TOKEN';
/** MARKETPLACE_OPERATOR_TOKEN as the server reads it at start: unset or empty turns the endpoints off; a short one stops the start. */
export const operatorTokenSettingSchema = z.object({
  [OPERATOR_TOKEN_SETTING]: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\S{24,512}$/, { error: 'must be 24 to 512 characters without spaces (e.g. the output of openssl rand -hex 32), or unset to turn the operator endpoints off' })
      .optional(),
  ),
});

/** How many origins the operator may register (each with up to three products). */
export const MAX_STORED_EMBEDDERS = 100;

const originMessage =
  'origin must be an origin only, such as https://crm.example.com: https (http only on localhost, 127.0.0.1 or [::1]), a host and an optional port, with no user name, path, query or fragment';
const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * A bare origin, lowercased and without its scheme's default port, as a browser's Origin header
 * carries it: an allow list compares origins exactly.
 */
export const embedderOriginSchema = z
  .string({ error: originMessage })
  .trim()
  .max(300, { error: originMessage })
  .transform((value, context) => {
    const parts = /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i.exec(value);
    const scheme = parts?.[1]?.toLowerCase();
    const host = parts?.[2]?.toLowerCase() ?? '';
    const port = parts?.[3] === undefined ? null : Number(parts[3]);
    if (!parts || (scheme === 'http' && !loopbackHost.test(host)) || host.includes('..') || (port !== null && (port < 1 || port > 65_535))) {
      context.addIssue({ code: 'custom', message: originMessage });
      return z.NEVER;
    }
    const defaultPort = scheme === 'https' ? 443 : 80;
    return `${scheme}://${host}${port === null || port === defaultPort ? '' : `:${port}`}`;
  });

const callbackPathMessage = 'each of callbackPaths must start with / and be a plain path such as /crm/ (no //, . or .. segment, query or fragment)';
/** Where the embedder's sign-in may come back to: that page and the pages under it. */
const callbackPathSchema = z
  .string({ error: callbackPathMessage })
  .max(2048, { error: callbackPathMessage })
  .regex(/^\/[A-Za-z0-9._~!$&'()*+;=:@%/-]*$/, { error: callbackPathMessage })
  .refine((path) => !path.includes('//') && !/\/\.\.?(\/|$)/.test(path), { error: callbackPathMessage });

const productsMessage = `products must list one or more of ${embeddingProducts.join(', ')}`;

/** PUT /v2/operator/embedders: registers an origin for its products, replacing what the operator stored for it before. */
export const embedderEntryBodySchema = z.strictObject(
  {
    origin: embedderOriginSchema,
    products: z
      .array(z.enum(embeddingProducts, { error: productsMessage }), { error: productsMessage })
      .min(1, { error: productsMessage })
      .max(embeddingProducts.length * 2, { error: productsMessage })
      .transform((products) => [...new Set(products)]),
    callbackPaths: z
      .array(callbackPathSchema, { error: callbackPathMessage })
      .max(20, { error: 'callbackPaths may list at most 20 paths' })
      .transform((paths) => [...new Set(paths)])
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.join(', ')}: an entry has origin, products and callbackPaths`
        : 'the body must be a JSON object with origin and products',
  },
);
export type EmbedderEntryBody = z.output<typeof embedderEntryBodySchema>;

/** DELETE /v2/operator/embedders?origin=…: the origin whose stored entry goes. */
export const embedderOriginQuerySchema = z.object({ origin: embedderOriginSchema });

/** An entry the operator stored; without callback paths its sign-in returns to its root page only. */
export const storedEmbedderSchema = z.object({
  origin: z.string(),
  products: z.array(z.enum(embeddingProducts)),
  callbackPaths: z.array(z.string()),
  addedAt: z.string(),
});
export type StoredEmbedder = z.infer<typeof storedEmbedderSchema>;

export const operatorEmbeddersResponseSchema = z.object({
  /** MARKETPLACE_EMBEDDERS (the vendor's own hosts when it is unset): changed by a restart only. */
  fromEnvironment: z.array(z.object({ origin: z.string(), product: z.enum(embeddingProducts), callbackPaths: z.array(z.string()).optional() })),
  /** Those added here, seen by every node within refreshSeconds. */
  stored: z.array(storedEmbedderSchema),
  refreshSeconds: z.number(),
});

/** A stored entry as entries of the embedders list: one per product, like MARKETPLACE_EMBEDDERS's. */
export function embeddersOfStored(stored: readonly StoredEmbedder[]): Embedder[] {
  return stored.flatMap((entry) =>
    entry.products.map((product) => ({ origin: entry.origin, product, ...(entry.callbackPaths.length > 0 ? { callbackPaths: [...entry.callbackPaths] } : {}) })),
  );
}

/** The answers of an operator's request refused before its input is read. */
export const operatorMessages = {
  off: `The operator's endpoints are off: set ${OPERATOR_TOKEN_SETTING} on the server to turn them on.`,
  unauthorized: `The operator's endpoints need the header Authorization: Bearer <the value of ${OPERATOR_TOKEN_SETTING}>.`,
} as const;
