/** How a card on file is named on every screen: its brand as the brand writes it, and its last four digits. */
import type { CardDetails } from './entities/cart.ts';

const brands: Readonly<Record<string, string>> = { visa: 'Visa', master: 'Mastercard', mastercard: 'Mastercard', 'american express': 'American Express' };

/** 'Visa ending in 4242'; null when there is no card. */
export function cardLabel(card: CardDetails | null | undefined): string | null {
  if (!card?.hasCard) return null;
  const type = card.cardType?.toLowerCase() ?? null;
  const brand = type === null ? 'Card' : (brands[type] ?? type.replace(/^\w/, (letter) => letter.toUpperCase()));
  return `${brand} ending in ${card.lastFour ?? '····'}`;
}
