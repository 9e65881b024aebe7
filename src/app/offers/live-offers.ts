/**
 * The offers of an offer block over time: the build's list first (the prerendered HTML and the
 * hydrating render draw it, so they match), then the product-offer service's answer, selected
 * with the visitor's facts by the same config; for a logged-in customer, with the customer's
 * facts over them (customer-offer-facts.ts), so the product-access and distributor
 * restrictions apply to their list as `portal explain --offer` says. While the call runs the build's list stays
 * (`refreshing`); when it fails or times out (3 s, spec 7) the build's list stays with a note
 * that its rates may be out of date (`stale`), or, without one, a clear error (`unavailable`).
 */
import { listOffers, listedAt, visitFacts, type OfferBlockData } from '../../engine/offers/block-data.ts';
import type { SelectedOffer } from '../../engine/offers/select.ts';
import type { Facts } from '../../engine/facts/types.ts';
import type { OffersState } from '../../engine/offers/state.ts';
import type { CustomerOfferFacts } from './customer-offer-facts.ts';

export type LivePhase = 'built' | 'refreshing' | 'live' | 'stale' | 'unavailable';

export interface LiveOffers {
  phase: LivePhase;
  listed: SelectedOffer[];
}

export function builtOffers(data: OfferBlockData): LiveOffers {
  return { phase: 'built', listed: listedAt(data) };
}

/** The facts a list is selected with: the visitor's at `at`, with a logged-in customer's over them. */
export function selectionFacts(data: OfferBlockData, at: number, customer: CustomerOfferFacts | null): Facts {
  const visitor = visitFacts(data, at);
  return customer ? ({ ...visitor, ...customer } as Facts) : visitor;
}

/**
 * The build's list for a logged-in customer: its offers selected again with their facts (a
 * restriction may leave some out); a visitor's as built.
 */
export function builtFor(data: OfferBlockData, at: number, list: string | null, customer: CustomerOfferFacts | null): SelectedOffer[] {
  const built = listedAt(data);
  if (!customer || list === null) return built;
  return listOffers(
    data.selection,
    selectionFacts(data, at, customer),
    built.map((s) => s.offer),
    list,
  );
}

/**
 * What the block shows once the service has answered (or not), `at` the visit's time (ms).
 * `customer`: the logged-in customer's facts, for a list block (the detail block shows any
 * offer a list shows; its order form checks what the customer may open).
 */
export function afterAnswer(
  data: OfferBlockData,
  at: number,
  list: string | null,
  answer: OffersState,
  customer: CustomerOfferFacts | null = null,
): LiveOffers {
  const own = list === null ? null : customer;
  if (answer.status === 'ready') return { phase: 'live', listed: listOffers(data.selection, selectionFacts(data, at, own), answer.offers, list) };
  const built = builtFor(data, at, list, own);
  return { phase: listedAt(data).length > 0 ? 'stale' : 'unavailable', listed: built };
}
