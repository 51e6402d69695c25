/**
 * The platform's side of domain/money-authorization: every route that moves money, or changes
 * what an organisation pays for, asks here before it touches a row. Refusals are 403 with the
 * spec's messages; 'already installed' is a conflict (409).
 */
import type { Product } from '@marketplace/domain/entities/product';
import { licensedProducts } from '@marketplace/domain/entities/products';
import { accountPropertiesSchema } from '@marketplace/domain/entities/user';
import { catalogueMessage } from '@marketplace/domain/errors';
import type { Refusal } from '@marketplace/domain/installability';
import { billingDataRefusal, billingProductsOf, moneyRefusal } from '@marketplace/domain/money-authorization';
import type { MoneyAction, MoneyActor } from '@marketplace/domain/money-authorization';
import type { Caller } from '../auth/session.ts';
import { HttpError } from '../http/errors.ts';

/** A refusal of domain/installability or money-authorization as an HTTP error. */
export function refusalError(refusal: Refusal, fallback: string): HttpError {
  const message = refusal.message ?? fallback;
  return refusal.reason === 'already-installed' ? new HttpError(409, 'already_installed', message) : new HttpError(403, refusal.reason.replace(/-/g, '_'), message);
}

/** Suspension as stored in the account's properties; unreadable properties suspend nothing. */
const suspendedSchema = accountPropertiesSchema.shape.suspended.catch(undefined);

/** The products the caller's account is suspended on. */
export const suspensionOf = (session: Pick<Caller, 'properties'>): Partial<Record<Product, boolean>> | undefined => suspendedSchema.parse(session.properties['suspended']);

const actorOf = (session: Caller): MoneyActor => ({ organizationId: session.organizationId, roles: session.roles, permissions: session.scopes, suspended: suspensionOf(session) });

/** Throws 403 unless the caller may take `action` on `product` (a suspended owner may not). */
export function authorizeMoney(session: Caller, action: MoneyAction, product: Product): void {
  const refusal = moneyRefusal(action, actorOf(session), product);
  if (refusal) throw refusalError(refusal, catalogueMessage('notEnoughPermissions'));
}

/** Throws 403 unless the caller may read the billing data (payments, charges, card) of `product`. */
export function authorizeBillingRead(session: Caller, product: Product): void {
  const refusal = billingDataRefusal(actorOf(session), product);
  if (refusal) throw refusalError(refusal, catalogueMessage('contactLicenseOwner', { product }));
}

/** The products whose billing data the caller may read. */
export const readableBillingProducts = (session: Caller): Product[] => billingProductsOf(actorOf(session));

/**
 * The products whose billing data the caller may read; 403 (refused as for the chat product,
 * the default one) when it may read neither licensed product's, so a list of billing data is never answered empty to hide
 * a refusal.
 */
export function requireBillingProducts(session: Caller): Product[] {
  const readable = readableBillingProducts(session);
  if (!licensedProducts.some((product) => readable.includes(product))) authorizeBillingRead(session, 'livechat');
  return readable;
}
