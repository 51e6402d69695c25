/**
 * The platform's side of domain/money-authorization: every route that moves money, or changes
 * what an organisation pays for, asks here before it touches a row. Refusals are 403 with the
 * spec's messages; 'already installed' is a conflict (409).
 */
import type { Product } from '@marketplace/domain/entities/product';
import { accountPropertiesSchema } from '@marketplace/domain/entities/user';
import { catalogueMessage } from '@marketplace/domain/errors';
import type { Refusal } from '@marketplace/domain/installability';
import { moneyRefusal } from '@marketplace/domain/money-authorization';
import type { MoneyAction } from '@marketplace/domain/money-authorization';
import type { Caller } from '../auth/session.ts';
import { HttpError } from '../http/errors.ts';

/** A refusal of domain/installability or money-authorization as an HTTP error. */
export function refusalError(refusal: Refusal, fallback: string): HttpError {
  const message = refusal.message ?? fallback;
  return refusal.reason === 'already-installed' ? new HttpError(409, 'already_installed', message) : new HttpError(403, refusal.reason.replace(/-/g, '_'), message);
}

/** Suspension as stored in the account's properties; unreadable properties suspend nothing. */
const suspendedSchema = accountPropertiesSchema.shape.suspended.catch(undefined);

/** Throws 403 unless the caller may take `action` on `product` (a suspended owner may not). */
export function authorizeMoney(session: Caller, action: MoneyAction, product: Product): void {
  const suspended = suspendedSchema.parse(session.properties['suspended']);
  const refusal = moneyRefusal(action, { organizationId: session.organizationId, roles: session.roles, permissions: session.scopes, suspended }, product);
  if (refusal) throw refusalError(refusal, catalogueMessage('notEnoughPermissions'));
}
