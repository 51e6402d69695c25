/**
 * Which licensed products' billing data (payments, charges, card digits) the signed-in account
 * may read, by the domain's rule (money-authorization: billingDataRefusal), which the platform
 * applies to the same reads.
 */
import type { LicensedProduct, Product } from '@marketplace/domain/entities/product';
import { licensedProducts } from '@marketplace/domain/entities/products';
import { billingDataRefusal } from '@marketplace/domain/money-authorization';
import type { User } from '@marketplace/domain/entities/user';
import type { Refusal } from '@marketplace/domain/installability';
import { useMemo } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';

type BillingActorFields = Pick<User, 'isAuthorized' | 'organizationId' | 'roles' | 'permissions' | 'suspended'>;

/** Why the session may not read `product`'s billing data, or null when it may (a visitor may read none). */
export function sessionBillingRefusal(session: BillingActorFields, product: Product): Refusal | null {
  return billingDataRefusal(
    {
      organizationId: session.isAuthorized ? (session.organizationId ?? '') : '',
      roles: session.isAuthorized ? session.roles : [],
      permissions: session.isAuthorized ? session.permissions : [],
      suspended: session.suspended,
    },
    product,
  );
}

/** The signed-in account's billing access: per licensed product, whether it may read its billing data. */
export function useBillingAccess(): { readable: readonly LicensedProduct[]; hidden: readonly LicensedProduct[] } {
  const session = useMarketplaceStore((s) => s.session);
  return useMemo(() => {
    const readable = licensedProducts.filter((product) => sessionBillingRefusal(session, product) === null);
    return { readable, hidden: licensedProducts.filter((product) => !readable.includes(product)) };
  }, [session]);
}
