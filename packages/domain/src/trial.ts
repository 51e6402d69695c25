/** Whether a card is needed, and whether a cart qualifies for a free trial (spec 5). */
import type { AppPayment } from './entities/app.ts';
import type { CartProduct } from './entities/cart.ts';

/** No card is needed when the payment has no credit-card requirement or a trial of zero days. */
export function isCardNeeded(payment: Pick<AppPayment, 'creditCardRequired' | 'trialDays'> | null): boolean {
  if (payment === null) return false;
  return payment.creditCardRequired && payment.trialDays > 0;
}

/** Only when every line has trial days above zero and none requires a card (an empty cart does not). */
export function cartQualifiesForFreeTrial(products: readonly Pick<CartProduct, 'trialDays' | 'payment'>[]): boolean {
  return products.length > 0 && products.every((product) => product.trialDays > 0 && !(product.payment?.creditCardRequired ?? false));
}
