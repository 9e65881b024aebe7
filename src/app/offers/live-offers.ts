/**
 * The offers of an offer block over time: the build's list first (the prerendered HTML and the
 * hydrating render draw it, so they match), then the product-offer service's answer, selected
 * with the visitor's facts by the same config. While the call runs the build's list stays
 * (`refreshing`); when it fails or times out (3 s, spec 7) the build's list stays with a note
 * that its rates may be out of date (`stale`), or, without one, a clear error (`unavailable`).
 */
import { listOffers, listedAt, visitFacts, type OfferBlockData } from '../../engine/offers/block-data.ts';
import type { SelectedOffer } from '../../engine/offers/select.ts';
import type { OffersState } from '../../engine/offers/state.ts';

export type LivePhase = 'built' | 'refreshing' | 'live' | 'stale' | 'unavailable';

export interface LiveOffers {
  phase: LivePhase;
  listed: SelectedOffer[];
}

export function builtOffers(data: OfferBlockData): LiveOffers {
  return { phase: 'built', listed: listedAt(data) };
}

/** What the block shows once the service has answered (or not), `at` the visit's time (ms). */
export function afterAnswer(data: OfferBlockData, at: number, list: string | null, answer: OffersState): LiveOffers {
  if (answer.status === 'ready') return { phase: 'live', listed: listOffers(data.selection, visitFacts(data, at), answer.offers, list) };
  const built = listedAt(data);
  return { phase: built.length > 0 ? 'stale' : 'unavailable', listed: built };
}
