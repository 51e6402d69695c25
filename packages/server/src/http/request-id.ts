/** The request id a caller may choose: a short token, so that it can be echoed and logged as it is. */
const callerRequestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's `x-request-id` when it is a short token (≤ 64 of `[A-Za-z0-9._-]`), else null (one is minted). */
export function callerRequestId(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && callerRequestIdPattern.test(header) ? header : null;
}
