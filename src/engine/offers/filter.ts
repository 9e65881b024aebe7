/**
 * The visitor's filter and sort over the offers a page lists (offer-query.ts says how the
 * address carries them). Filtering keeps the page's order; sorting by rate puts the highest
 * rate first, by term the shortest term (or notice period) first, each falling back to the
 * other and then the offer's id, so equal offers always come in one order.
 */
import type { ProductOffer } from './offer.ts';
import type { OfferFilter } from './offer-query.ts';
import type { SelectedOffer } from './select.ts';

/** Months for a term deposit, the notice period in months for a notice offer, 0 for overnight (shortest of all). */
function durationOf(offer: ProductOffer): number {
  if (offer.termMonths !== null) return offer.termMonths;
  if (offer.noticePeriodDays !== null) return offer.noticePeriodDays / 30;
  return 0;
}

const byId = (a: ProductOffer, b: ProductOffer) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byRate = (a: ProductOffer, b: ProductOffer) => b.interestRate - a.interestRate;
const byTerm = (a: ProductOffer, b: ProductOffer) => durationOf(a) - durationOf(b);

export function filterOffers(listed: readonly SelectedOffer[], filter: OfferFilter): SelectedOffer[] {
  const { amount, termMonths, sort } = filter;
  const kept = listed.filter(
    ({ offer }) =>
      (amount === null || (offer.minimumAmount <= amount && amount <= offer.maximumAmount)) && (termMonths === null || offer.termMonths === termMonths),
  );
  if (sort === null) return kept;
  const [first, second] = sort === 'rate' ? [byRate, byTerm] : [byTerm, byRate];
  return kept.sort((a, b) => first(a.offer, b.offer) || second(a.offer, b.offer) || byId(a.offer, b.offer));
}

/** The distinct terms (months) among the offers, shortest first: the term filter's choices. */
export function termChoices(listed: readonly SelectedOffer[]): number[] {
  const months = new Set<number>();
  for (const { offer } of listed) if (offer.termMonths !== null) months.add(offer.termMonths);
  return [...months].sort((a, b) => a - b);
}
