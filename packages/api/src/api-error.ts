/**
 * The one error type of every client. `kind` says what went wrong in transport terms; `area` says
 * which call group it came from so reporting can tag it (spec 8: failed requests are reported by
 * area, with type, response data and status).
 */

export const ApiErrorKind = {
  /** The request failed with no status at all: in a browser this is almost always an ad blocker. */
  network: 'network',
  /** 401 on any request: the session is gone. Raised once as an event as well (see events.ts). */
  unauthorized: 'unauthorized',
  /** A status outside the success range, with the code and detail the server gave. */
  http: 'http',
  /** The input broke the call's request schema: nothing was sent. The message is the first issue's. */
  invalidRequest: 'invalid-request',
  /** A success status whose body does not match the call's schema: a contract break, not user error. */
  invalidResponse: 'invalid-response',
  /** Anything else. */
  unexpected: 'unexpected',
} as const;
export type ApiErrorKind = (typeof ApiErrorKind)[keyof typeof ApiErrorKind];

/** The call groups of spec 7; each error says which one raised it. */
export const ApiArea = {
  platform: 'platform',
  marketplace: 'marketplace',
  appsPlatform: 'apps-platform',
  carts: 'carts',
  directCharges: 'direct-charges',
  recurrentCharges: 'recurrent-charges',
  experts: 'experts',
  feedback: 'feedback',
  accounts: 'accounts',
  productApi: 'product-api',
  billing: 'billing',
  notification: 'notification',
  query: 'query',
  staticData: 'static-data',
} as const;
export type ApiArea = (typeof ApiArea)[keyof typeof ApiArea];

export interface ApiErrorInit {
  kind: ApiErrorKind;
  area: ApiArea;
  message: string;
  method: string;
  url: string;
  status?: number;
  code?: string;
  /** The parsed response body, kept for reporting. */
  data?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly area: ApiArea;
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  /** The part before the first colon of a 'code:detail' error, or the server's code field. */
  readonly code: string | undefined;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.area = init.area;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }

  /** True when this is an HTTP error with the given status (and code, when given). */
  is(status: number, code?: string): boolean {
    return this.status === status && (code === undefined || this.code === code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
