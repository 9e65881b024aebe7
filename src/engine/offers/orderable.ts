/**
 * The offer an order form may open: the one the address names, sold in the page's locale
 * (its `markets`) and within its availability window on the given day. Anything else is null,
 * and the form says the offer cannot be opened.
 */
import type { ProductOffer } from './offer.ts';

export function orderableOffer(offers: readonly ProductOffer[], id: string | null, locale: string, today: string): ProductOffer | null {
  if (!id) return null;
  const offer = offers.find((candidate) => candidate.id === id);
  if (!offer?.markets.includes(locale)) return null;
  if (offer.availableFrom > today || (offer.availableUntil !== null && offer.availableUntil < today)) return null;
  return offer;
}
