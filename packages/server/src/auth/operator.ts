/**
 * The operator's bearer token (MARKETPLACE_OPERATOR_TOKEN): one secret of the deployment, not an
 * account's session. Compared in constant time, over digests so that its length is not told either.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { operatorMessages } from '@marketplace/domain/calls/operator';
import { HttpError, unauthorized } from '../http/errors.ts';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Refuses the request unless it carries the operator's token: 404 when the server has none (the endpoints are off), 401 otherwise. */
export function checkOperator(expected: string | undefined, authorization: string | undefined): void {
  if (expected === undefined) throw new HttpError(404, 'operator_endpoints_off', operatorMessages.off);
  const presented = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (presented === undefined || !timingSafeEqual(digest(presented), digest(expected))) throw unauthorized(operatorMessages.unauthorized);
}
