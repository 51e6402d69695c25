/** How a card on file is named on every screen: its brand as the brand writes it, and its last four digits. */
import type { CardDetails } from './entities/cart.ts';
import { cardBrandName } from './entities/product-names.ts';

/** 'Visa ending in 4242'; null when there is no card. */
export function cardLabel(card: CardDetails | null | undefined): string | null {
  if (!card?.hasCard) return null;
  const brand = card.cardType ? cardBrandName(card.cardType).replace(/^\w/, (letter) => letter.toUpperCase()) : 'Card';
  return `${brand} ending in ${card.lastFour ?? '····'}`;
}
