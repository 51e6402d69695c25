/**
 * Generated requests for the fuzz suite: every route the platform declares, with path,
 * query and body drawn from the route's own zod schemas (as JSON Schema) and bent out of shape:
 * wrong types, NUL bytes, lone surrogates, numbers past int4 and double precision, dates in year
 * 0000, deep nesting, broken JSON, unknown tokens. Values a real client would send (ids of apps,
 * carts and charges that exist) come from a pool the suite fills as it goes, so that requests get
 * past "not found" into the handlers' own rules.
 */
import fc from 'fast-check';
import Fastify from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../http/context.ts';
import type { RouteInputSchemas } from '../http/route.ts';
import { platformRoutes } from '../routes/index.ts';

export interface DeclaredRoute {
  method: string;
  url: string;
  input: RouteInputSchemas | undefined;
}

/** Every route `platformRoutes` declares (HEAD twins left out: they run the GET handler), with its input schemas. */
export async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const probe = Fastify();
  const routes: DeclaredRoute[] = [];
  probe.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: options.url, input: options.config?.input });
    }
  });
  // Registration only declares routes: no handler runs, so the context is never read.
  await probe.register(platformRoutes, { ctx: {} as ServerContext });
  await probe.ready();
  await probe.close();
  return routes;
}

/** A value drawn at send time from the pool of real values for `key` (the pools grow while the suite runs). */
export class Known {
  constructor(
    readonly key: string,
    readonly index: number,
  ) {}
}

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  'a'.repeat(5000),
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀',
  '\u202e',
  'null',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1e309',
  'NaN',
  'true',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  'javascript:alert(1)',
  'https://evil.example/',
  '__proto__',
  'constructor',
];
const hostileNumbers = [-1, 0, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0.0001, 5e-324];
const hostileValues: unknown[] = [null, true, false, [], {}, [null], { a: { b: { c: [] } } }, ...hostileNumbers, ...hostileStrings];

/** Plausible strings of the platform's vocabulary: products, plans, coupons, countries, dates. */
const wordsOfThePlatform = [
  'livechat',
  'helpdesk',
  'accounts',
  'text',
  'chatbot',
  'pay-once',
  'pay-monthly',
  'pay-yearly',
  'WELCOME10',
  'SPRING25',
  'US',
  'PL',
  'DE',
  '2026-11-23T12:00:00Z',
  'https://app.example.com/done',
  'name',
  'popular',
  'newest',
  'Anything',
  '4000000000000002',
  '4242424242424242',
];

const hostile = fc.constantFrom(...hostileValues);
const anyString = (key: string) =>
  fc.oneof(
    { arbitrary: fc.nat().map((n) => new Known(key, n)), weight: 5 },
    { arbitrary: fc.constantFrom(...wordsOfThePlatform), weight: 2 },
    { arbitrary: fc.constantFrom(...hostileStrings), weight: 2 },
    { arbitrary: fc.string({ maxLength: 24, unit: 'binary' }), weight: 1 },
  );

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

function toJsonSchema(schema: z.ZodType | undefined): JsonSchema | null {
  if (schema === undefined) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

function numberNear(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter((b): b is number => typeof b === 'number');
  const edges = bounds.flatMap((b) => [b - 1, b, b + 1]);
  const inside = integer ? fc.integer({ min: -10, max: 1_000_000 }) : fc.double({ noNaN: true, min: -10, max: 1e6 });
  return fc.oneof({ arbitrary: inside, weight: 3 }, { arbitrary: fc.constantFrom(...hostileNumbers, ...(edges.length > 0 ? edges : [0])), weight: 2 });
}

/**
 * Values shaped like `schema` most of the time, and anything at all (a hostile value) sometimes,
 * at every level: so that requests pass the outer checks and exercise the inner ones.
 */
export function nearValid(schema: JsonSchema | null, key: string, depth = 0): fc.Arbitrary<unknown> {
  if (schema === null || depth > 5) return fc.oneof(hostile, anyString(key), fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof({ arbitrary: shaped(schema, key, depth), weight: 8 }, { arbitrary: hostile, weight: 1 });
}

function shaped(schema: JsonSchema, key: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices !== undefined && choices.length > 0) return fc.oneof(...choices.map((choice) => nearValid(choice, key, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(properties.map(([name, property]) => [name, nearValid(property, name, depth + 1)]));
      const required = (schema.required ?? []).filter((key) => key in model);
      // All required keys present most of the time (to get past the outer checks), any subset otherwise.
      return fc.oneof({ arbitrary: fc.record(model, { requiredKeys: required }), weight: 3 }, { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 });
    }
    case 'array':
      return fc.array(nearValid(schema.items ?? schema.prefixItems?.[0] ?? null, key, depth + 1), { maxLength: 4 });
    case 'string':
      return anyString(key);
    case 'integer':
      return numberNear(schema, true);
    case 'number':
      return numberNear(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(anyString(key), hostile);
  }
}

/** A request before the pool's values are filled in. */
export interface DraftRequest {
  /** Method and url only: a counterexample prints without the schemas. */
  route: Pick<DeclaredRoute, 'method' | 'url'>;
  params: Record<string, unknown>;
  /** A query object, or a raw query string that no URLSearchParams would write. */
  query: Record<string, unknown> | string;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string } | { kind: 'none' };
  /** Index into the suite's tokens (past its end: no token), or a forged token. */
  token: number | string;
  idempotencyKey: string | null;
}

const rawQueries = ['a=%00', 'q=%ED%A0%80', 'price=1&price=2', 'a[b]=1', '%', '&&&', 'order_client_id=', `q=${'x'.repeat(3000)}`];
const rawBodies: { text: string; contentType: string }[] = [
  { text: '{', contentType: 'application/json' },
  { text: '[]', contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '"text"', contentType: 'application/json' },
  { text: `${'['.repeat(2000)}${']'.repeat(2000)}`, contentType: 'application/json' },
  { text: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { text: '{"name":"\\ud800"}', contentType: 'application/json' },
  { text: 'name=a%00b', contentType: 'application/x-www-form-urlencoded' },
  { text: 'plain text', contentType: 'text/plain' },
  { text: '\u0000', contentType: 'application/octet-stream' },
];

const pathParameters = (url: string): string[] => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');

/** Requests for one route. */
export function requestsFor(route: DeclaredRoute): fc.Arbitrary<DraftRequest> {
  const paramsSchema = toJsonSchema(route.input?.params);
  const params = fc.record(Object.fromEntries(pathParameters(route.url).map((name) => [name, nearValid(paramsSchema?.properties?.[name] ?? { type: 'string' }, name)])));
  const query = fc.oneof(
    {
      arbitrary: nearValid(toJsonSchema(route.input?.query), 'query').map((q) => (q !== null && typeof q === 'object' && !Array.isArray(q) ? (q as Record<string, unknown>) : {})),
      weight: 5,
    },
    { arbitrary: fc.constantFrom(...rawQueries), weight: 1 },
  );
  const hasBody = route.method !== 'GET';
  const body: fc.Arbitrary<DraftRequest['body']> = hasBody
    ? fc.oneof(
        { arbitrary: nearValid(toJsonSchema(route.input?.body), 'body').map((value) => ({ kind: 'json' as const, value })), weight: 6 },
        { arbitrary: fc.constantFrom(...rawBodies).map((raw) => ({ kind: 'raw' as const, ...raw })), weight: 1 },
        { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
      )
    : fc.constant({ kind: 'none' as const });
  const token = fc.oneof({ arbitrary: fc.nat({ max: 12 }), weight: 8 }, { arbitrary: fc.constantFrom('dal:forged', 'garbage', 'dal:\u00e9'), weight: 1 });
  const idempotencyKey = fc.option(fc.stringMatching(/^[\x21-\x7e]{1,240}$/), { freq: 4 });
  return fc.record({ route: fc.constant({ method: route.method, url: route.url }), params, query, body, token, idempotencyKey });
}

/** Replaces every Known marker with a value of its pool (`pick` knows which pool a key draws from). */
export function fill(value: unknown, pick: (known: Known) => string): unknown {
  if (value instanceof Known) return pick(value);
  if (Array.isArray(value)) return value.map((item) => fill(item, pick));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) Object.defineProperty(out, key, { value: fill(item, pick), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/** Percent-encodes any string, lone surrogates included (as the bytes of their WTF-8 form, which no decoder accepts). */
export function encodePathSegment(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The path and query string of a filled request. */
export function target(route: Pick<DeclaredRoute, 'url'>, params: Record<string, unknown>, query: Record<string, unknown> | string): string {
  const path = route.url.replace(/:([A-Za-z]+)/g, (_all, name: string) => encodePathSegment(asText(params[name] ?? '')));
  if (typeof query === 'string') return `${path}?${query}`;
  const pairs = Object.entries(query).flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [key, item] as const) : [[key, value] as const]));
  const search = pairs.map(([key, value]) => `${encodePathSegment(key)}=${encodePathSegment(asText(value))}`).join('&');
  return search === '' ? path : `${path}?${search}`;
}

export type PoolName =
  | 'app'
  | 'slug'
  | 'client'
  | 'cart'
  | 'direct_charge'
  | 'recurrent_charge'
  | 'expert'
  | 'developer'
  | 'account'
  | 'file'
  | 'product'
  | 'plan'
  | 'coupon'
  | 'country'
  | 'date'
  | 'url'
  | 'word';

/** Which pool a field or path parameter named `key` of the route at `url` draws from. */
export function poolFor(url: string, key: string): PoolName {
  const byKey: Readonly<Record<string, PoolName>> = {
    appId: 'app',
    app_id: 'app',
    slug: 'slug',
    order_client_id: 'client',
    client_id: 'client',
    clientId: 'client',
    product: 'product',
    planId: 'plan',
    plan_id: 'plan',
    coupon: 'coupon',
    country: 'country',
    expert_id: 'expert',
    file: 'file',
    return_url: 'url',
    redirect_uri: 'url',
  };
  const named = byKey[key];
  if (named !== undefined) return named;
  if (/_at$|date/i.test(key)) return 'date';
  if (key !== 'id' && key !== 'ids') return 'word';
  const byUrl: readonly [string, PoolName][] = [
    ['products-carts', 'cart'],
    ['direct_charge', 'direct_charge'],
    ['recurrent_charge', 'recurrent_charge'],
    ['experts', 'expert'],
    ['developers', 'developer'],
    ['/accounts/v2/accounts', 'account'],
    ['/clients/', 'client'],
  ];
  return byUrl.find(([part]) => url.includes(part))?.[1] ?? 'app';
}

/** Real values by pool: seeded, then grown from the answers (ids of created carts and charges, asset file names). */
export class ValuePools {
  private readonly pools = new Map<PoolName, string[]>([
    ['product', ['livechat', 'helpdesk', 'accounts', 'text']],
    ['plan', ['pay-once', 'pay-monthly', 'pay-yearly']],
    ['coupon', ['WELCOME10', 'SPRING25', 'welcome10']],
    ['country', ['US', 'PL', 'DE', 'GB']],
    ['date', ['2026-11-23T12:00:00Z', '2026-11-23T12:00:00.000Z', '2099-12-31T23:59:59Z']],
    ['url', ['https://app.example.com/done', 'http://localhost:4001/marketplace/', 'http://localhost:4000/']],
    ['word', wordsOfThePlatform],
  ]);

  add(name: PoolName, value: string): void {
    const values = this.pools.get(name) ?? [];
    if (values.includes(value)) return;
    values.push(value);
    // The newest values are the interesting ones (a cart just created); old ones make way.
    if (values.length > 48) values.shift();
    this.pools.set(name, values);
  }

  pick(url: string, known: Known): string {
    const values = this.pools.get(poolFor(url, known.key)) ?? [];
    const from = values.length > 0 ? values : wordsOfThePlatform;
    return from[known.index % from.length] ?? '';
  }

  /** Keeps the ids an answer of the route at `url` names (its own, or its list's), slugs, client ids and asset file names. */
  harvest(url: string, body: unknown): void {
    for (const match of JSON.stringify(body).matchAll(/\/v2\/assets\/(?:icons|screenshots)\/([^/?"\\]+)/g)) if (match[1]) this.add('file', match[1]);
    for (const item of Array.isArray(body) ? body.slice(0, 8) : [body]) {
      if (item === null || typeof item !== 'object') continue;
      const record = item as Record<string, unknown>;
      if (typeof record['id'] === 'string') this.add(poolFor(url, 'id'), record['id']);
      if (typeof record['slug'] === 'string') this.add('slug', record['slug']);
      if (typeof record['order_client_id'] === 'string') this.add('client', record['order_client_id']);
    }
  }
}
