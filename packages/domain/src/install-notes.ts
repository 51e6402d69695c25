/** What a cart purchase did to each product, from its note (spec 2 and 4). */
import { PURCHASED_CART_POLL_TRIES } from './constants.ts';
import type { Cart, CartProduct } from './entities/cart.ts';
import { productNames } from './entities/product-names.ts';
import type { Product } from './entities/products.ts';
import { catalogueMessage, type ErrorCode } from './errors.ts';

/** Notes the platform writes on a product it could not install. */
export const BILLING_ERROR_NOTE_MARKER = 'BILLING_ERROR';
export const PRODUCT_INACTIVE_NOTE_MARKER = 'PRODUCT_INACTIVE';
/** A product the purchase refused (no permission, already installed…): the reason follows the marker. */
export const NOT_INSTALLED_NOTE_MARKER = 'NOT_INSTALLED';

export type InstallNoteKind = 'payment-failed' | 'product-inactive' | 'other';
export type InstallNote = { kind: InstallNoteKind; code: ErrorCode; message: string };

/**
 * A note starting with the billing-error marker → 'Payment failed'; a product-inactive note →
 * 'Was not installed, please activate {product} first'; any other → contact support.
 * No note means nothing went wrong.
 */
export function installNote(note: string | null | undefined, product: Product): InstallNote | null {
  const text = note?.trim() ?? '';
  if (text === '') return null;
  if (text.startsWith(BILLING_ERROR_NOTE_MARKER)) {
    return { kind: 'payment-failed', code: 'notePaymentFailed', message: catalogueMessage('notePaymentFailed') };
  }
  if (text.startsWith(PRODUCT_INACTIVE_NOTE_MARKER)) {
    return {
      kind: 'product-inactive',
      code: 'noteProductInactive',
      message: catalogueMessage('noteProductInactive', { product: productNames[product] }),
    };
  }
  return { kind: 'other', code: 'noteContactSupport', message: catalogueMessage('noteContactSupport') };
}

type PurchasedProduct = Pick<CartProduct, 'purchasedAt' | 'note' | 'productType'>;

/** Bought: purchasedAt set and no note. */
export const isPurchased = (product: PurchasedProduct): boolean => Boolean(product.purchasedAt) && installNote(product.note, product.productType) === null;

/** Products sorted into purchased and not purchased. */
export function sortPurchasedProducts<T extends PurchasedProduct>(products: readonly T[]): { purchased: T[]; notPurchased: T[] } {
  return {
    purchased: products.filter(isPurchased),
    notPurchased: products.filter((product) => !isPurchased(product)),
  };
}

/**
 * After a purchase: thank-you when all products were bought or only product-inactive notes
 * failed; review-order when some products failed otherwise.
 */
export function pageAfterCartPurchase(products: readonly PurchasedProduct[]): 'thank-you' | 'review-order' {
  const { notPurchased } = sortPurchasedProducts(products);
  const onlyInactive = notPurchased.every((product) => installNote(product.note, product.productType)?.kind === 'product-inactive');
  return onlyInactive ? 'thank-you' : 'review-order';
}

/** Keep polling the purchased cart until purchasedAt is set, at most 10 tries. */
export function keepPollingPurchasedCart(cart: Pick<Cart, 'purchasedAt'>, triesDone: number): boolean {
  return !cart.purchasedAt && triesDone < PURCHASED_CART_POLL_TRIES;
}
