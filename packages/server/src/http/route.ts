/**
 * The one way to declare a route: zod schemas for params, query, body and response, and whether
 * a bearer token is needed. Input is parsed before the handler runs (wrong input changes nothing);
 * the answer is parsed against the response schema, so server and client share one shape.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { catalogueMessage } from '@marketplace/domain/errors';
import type { RateLimitName } from '@marketplace/domain/rate-limits';
import { z } from 'zod';
import type { PreparedBody } from '../catalogue/prepared.ts';
import { sendPrepared } from '../catalogue/prepared.ts';
import type { Caller } from '../auth/session.ts';
import { readCaller, requestToken } from '../auth/session.ts';
import { clearedSessionCookies } from '../auth/session-cookie.ts';
import { checkOperator } from '../auth/operator.ts';
import type { ServerContext } from './context.ts';
import { HttpError, unauthorized } from './errors.ts';

export const noInput = z.object({});

/**
 * A group of routes: a Fastify plugin that parses (the route's schemas), authorises (its access and
 * the caller) and calls a service module, where the SQL and the transactions are.
 */
export type RoutePlugin = FastifyPluginAsync<{ ctx: ServerContext }>;
/** A 204 answer has no body. */
export const noContent = z.null();

/** `operator`: the deployment's operator token (auth/operator.ts), no account. */
type Access = 'public' | 'token' | 'optional' | 'operator';

/** A route's input schemas, kept in its Fastify config so that tools can list every route with them (the fuzz suite). */
export interface RouteInputSchemas {
  params: z.ZodType | undefined;
  query: z.ZodType | undefined;
  body: z.ZodType | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    input?: RouteInputSchemas;
  }
}

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends Access> {
  method: HTTPMethods;
  url: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer (200 unless told). */
  status?: number;
  /**
   * A ghost login only browses (spec 1): every write is refused unless the route says a ghost may
   * take it (starting and ending the ghost session itself).
   */
  ghost?: 'may-write';
  /** A limit on how often one caller may send it (http/rate-limits.ts), counted before its input is read. */
  rateLimit?: RateLimitName;
}

const readMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 403 for a ghost login's write, with the words the screens show before the click. */
function refuseGhostWrite(spec: { method: HTTPMethods; ghost?: 'may-write' }, session: Caller | null): void {
  if (session === null || session.ghostOf === null || spec.ghost === 'may-write' || readMethods.has(spec.method.toUpperCase())) return;
  throw new HttpError(403, 'ghost_login', catalogueMessage('ghostLoginReadOnly', { email: session.email }));
}

export interface RouteInput<P, Q, B, S> {
  params: P;
  query: Q;
  body: B;
  session: S;
  request: FastifyRequest;
  reply: FastifyReply;
}

type CallerFor<A extends Access> = A extends 'token' ? Caller : A extends 'optional' ? Caller | null : null;

function describe(error: z.ZodError, where: string): string {
  const first = error.issues[0];
  if (!first) return `Invalid ${where}.`;
  const path = first.path.length > 0 ? `${where}.${first.path.join('.')}` : where;
  return `${path}: ${first.message}`;
}

function parseInput<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string, status: number): z.output<T> {
  const parsed = (schema ?? noInput).safeParse(value ?? {});
  // A body's messages are the user-facing ones of the spec (e.g. 'Please enter your name'): bare.
  if (!parsed.success) throw new HttpError(status, 'invalid_request', where === 'body' ? (parsed.error.issues[0]?.message ?? 'Invalid body.') : describe(parsed.error, where));
  return parsed.data as z.output<T>;
}

export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends Access>(
  app: FastifyInstance,
  ctx: ServerContext,
  spec: RouteSpec<P, Q, B, R, A>,
  handler: (input: RouteInput<z.output<P>, z.output<Q>, z.output<B>, CallerFor<A>>) => Promise<z.input<R>>,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    config: { input: { params: spec.params, query: spec.query, body: spec.body } },
    handler: async (request, reply) => {
      let session: Caller | null = null;
      if (spec.access === 'operator') checkOperator(ctx.operatorToken, request.headers.authorization);
      else if (spec.access !== 'public') {
        const presented = requestToken(request.headers);
        session = await readCaller(ctx, presented?.token);
        // A refused cookie is removed, so the browser stops sending a token that can only fail.
        if (presented?.from === 'cookie' && session === null) void reply.header('set-cookie', clearedSessionCookies());
        if (spec.access === 'token' && session === null) throw unauthorized();
        refuseGhostWrite(spec, session);
      }
      if (spec.rateLimit !== undefined) await ctx.rateLimit(spec.rateLimit, request, session === null ? null : { accountId: session.accountId });
      // Path and query problems are a bad request (400); a body that breaks the rules is 422.
      const params = parseInput(spec.params, request.params, 'params', 400);
      const query = parseInput(spec.query, request.query, 'query', 400);
      const body = spec.body === undefined ? {} : parseInput(spec.body, request.body, 'body', 422);
      const result = await handler({
        params,
        query,
        body: body as z.output<B>,
        session: session as CallerFor<A>,
        request,
        reply,
      });
      if (reply.sent) return reply;
      const output = spec.response.parse(result);
      const status = reply.statusCode !== 200 ? reply.statusCode : (spec.status ?? 200);
      if (output === null && status === 204) return reply.code(204).send();
      return reply.code(status).send(output);
    },
  });
}

/**
 * A public GET whose answer is a function of the catalogue's version and its query alone: its
 * query parsed as route()'s, its answer built once per version and key, parsed against the
 * response schema, then served from the bytes prepared (catalogue/prepared.ts: ETag/304, each
 * encoding compressed once).
 */
export function preparedRoute<Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  ctx: ServerContext,
  spec: { url: string; query: Q; response: R },
  answer: (query: z.output<Q>) => { key: string; build: () => Promise<{ value: z.input<R>; boundaries: readonly number[] }> },
): void {
  app.route({
    method: 'GET',
    url: spec.url,
    config: { input: { params: undefined, query: spec.query, body: undefined } },
    handler: async (request, reply) => {
      const { key, build } = answer(parseInput(spec.query, request.query, 'query', 400));
      const body = async (): Promise<PreparedBody> => {
        const built = await build();
        return { value: spec.response.parse(built.value), boundaries: built.boundaries };
      };
      return sendPrepared(request, reply, await ctx.prepared.get(key, body));
    },
  });
}
