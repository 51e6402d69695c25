/**
 * The transport every call base is built on: URL and query, JSON or multipart body, bearer token,
 * reading the body as text then JSON (204 has none), and turning every failure into one ApiError.
 * The bases (platform, product API, accounts, billing, static data) differ only in their base URL,
 * headers and which statuses carry a JSON body, so they are configurations of this one function.
 */
import { SESSION_HEADER } from '@marketplace/domain/session-keeping';
import { queryString, type QueryParams } from '@marketplace/domain/query-string';
import type { z } from 'zod';
import { ApiError, ApiErrorKind, type ApiArea } from './api-error.ts';
import { readServerError, messageForKind } from './error-normalisation.ts';
import type { ApiEvents } from './events.ts';
import type { ApiRuntime } from './api-runtime.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export type { QueryParams };

export interface CallOptions<S extends z.ZodType> {
  method: HttpMethod;
  /** Path below the base URL, starting with '/'. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** The call's request body schema: the body is parsed (defaults applied) before sending. */
  request?: z.ZodType;
  /** Overrides the runtime's token for this call; null sends no token. */
  token?: string | null;
  /** Sends the browser's cookies even when the runtime keeps no cookie session (starting one). */
  credentials?: 'include';
  headers?: Readonly<Record<string, string>>;
  /** The zod schema of the success body; 204 and empty bodies are read as null. */
  response: S;
  /** Overrides the transport's area (a call group using a shared base). */
  area?: ApiArea;
  signal?: AbortSignal;
}

export interface TransportConfig {
  area: ApiArea;
  baseUrl: string;
  runtime: ApiRuntime;
  events: ApiEvents;
  /** Headers this base adds, given the token of the call (utm meta, X-Region...). */
  headers?: (token: string | undefined) => Readonly<Record<string, string>>;
  /** Which statuses carry a JSON body worth reading; by default every one. */
  readsBody?: (status: number) => boolean;
  /** Whether the base sends the bearer token at all. */
  sendsToken?: boolean;
}

export interface Transport {
  readonly area: ApiArea;
  readonly baseUrl: string;
  call<S extends z.ZodType>(options: CallOptions<S>): Promise<z.output<S>>;
  /** The same base, reporting errors under another area. */
  withArea(area: ApiArea): Transport;
}

/** Base, path and query; query parameters with empty values are dropped (spec 5, domain rule). */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}${query ? queryString(query) : ''}`;
}

const NO_BODY = Symbol('no body');

function parseText(text: string): unknown {
  if (text === '') return NO_BODY;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createTransport(config: TransportConfig): Transport {
  const { runtime, events } = config;

  async function call<S extends z.ZodType>(options: CallOptions<S>): Promise<z.output<S>> {
    const area = options.area ?? config.area;
    const url = buildUrl(config.baseUrl, options.path, options.query);
    const method = options.method;
    const token = options.token === null ? undefined : (options.token ?? runtime.getToken());

    const fail = (kind: ApiErrorKind, extra: { status?: number; code?: string; message?: string; data?: unknown; cause?: unknown } = {}): never => {
      const error = new ApiError({
        kind,
        area,
        method,
        url,
        message: extra.message ?? messageForKind(kind),
        ...(extra.status === undefined ? {} : { status: extra.status }),
        ...(extra.code === undefined ? {} : { code: extra.code }),
        ...(extra.data === undefined ? {} : { data: extra.data }),
        ...(extra.cause === undefined ? {} : { cause: extra.cause }),
      });
      if (kind === ApiErrorKind.unauthorized) events.emit('unauthorized', error);
      events.emit('error', error);
      throw error;
    };

    let input = options.body;
    if (options.request !== undefined) {
      const checked = options.request.safeParse(input);
      if (!checked.success) {
        return fail(ApiErrorKind.invalidRequest, { message: checked.error.issues[0]?.message ?? messageForKind(ApiErrorKind.unexpected), cause: checked.error });
      }
      input = checked.data;
    }

    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (input instanceof FormData) {
      // The runtime sets the multipart boundary itself.
      body = input;
    } else if (input !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input);
    }
    const bearer = token !== undefined && token !== '' && config.sendsToken !== false;
    if (bearer) headers.Authorization = `Bearer ${token}`;
    // Without a bearer token the session cookie stands in, and only with the header that a page of
    // another origin cannot send without the platform's CORS consent.
    const cookie = !bearer && options.token !== null && config.sendsToken !== false && runtime.cookieSession?.() === true;
    if (cookie) headers[SESSION_HEADER] = '1';
    Object.assign(headers, config.headers?.(token), options.headers);

    let response: Response;
    try {
      response = await runtime.fetch(url, {
        method,
        headers,
        ...(cookie || options.credentials === 'include' ? { credentials: 'include' as const } : {}),
        ...(body === undefined ? {} : { body }),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      // No status at all: the request never reached a server (spec 8: ad blocker).
      return fail(ApiErrorKind.network, { cause });
    }

    const status = response.status;
    let data: unknown = NO_BODY;
    if (status !== 204 && method !== 'HEAD' && (config.readsBody?.(status) ?? true)) {
      try {
        data = parseText(await response.text());
      } catch (cause) {
        return fail(ApiErrorKind.network, { status, cause });
      }
    }
    // No body (204, HEAD, an empty answer) reads as null, like the server's `noContent`.
    const payload = data === NO_BODY ? null : data;

    if (status === 401) return fail(ApiErrorKind.unauthorized, { status, data: payload });
    if (!response.ok) {
      const server = readServerError(payload);
      return fail(ApiErrorKind.http, {
        status,
        data: payload,
        ...(server.code === undefined ? {} : { code: server.code }),
        ...(server.message === undefined ? {} : { message: server.message }),
      });
    }

    const parsed = options.response.safeParse(payload);
    if (!parsed.success) return fail(ApiErrorKind.invalidResponse, { status, data: payload, cause: parsed.error });
    return parsed.data;
  }

  return {
    area: config.area,
    baseUrl: config.baseUrl,
    call,
    withArea: (area) => createTransport({ ...config, area }),
  };
}
