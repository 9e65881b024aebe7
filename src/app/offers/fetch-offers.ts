/**
 * Spec 7 "GET products": the product-offer service, checked at the boundary. A malformed offer
 * is left out and logged with its id and what is wrong, so one bad record never hides the
 * others; a slow (past the client's 3 s timeout) or failing service becomes a defined state
 * instead of a rejection, since an offer list has a rendering for both.
 */
import { isApiError } from '../api/api-error.ts';
import { checkOffersAnswer } from '../../engine/offers/check-offer.ts';
import type { OffersState } from '../../engine/offers/state.ts';

export type OfferWarn = (message: string) => void;

/** What the call needs of an API client: a GET (the API client, or the offer pages' public-api.ts). */
export interface OffersApi {
  get<T = unknown>(path: string): Promise<{ data: T }>;
}

export async function fetchProductOffers(api: OffersApi, warn: OfferWarn = (message) => console.warn(message)): Promise<OffersState> {
  let answer: unknown;
  try {
    answer = (await api.get<unknown>('/products')).data;
  } catch (error) {
    // The client has already logged the failure (spec 8).
    return { status: 'unavailable', reason: isApiError(error) && error.kind === 'timeout' ? 'timeout' : 'failed' };
  }
  const checked = checkOffersAnswer(answer);
  if (checked.problem !== null) {
    warn(`Product offers not shown: ${checked.problem}`);
    return { status: 'unavailable', reason: 'malformed' };
  }
  for (const { id, problems } of checked.rejected) {
    warn(`Product offer ${id ?? '(without a valid id)'} left out: ${problems.join('; ')}`);
  }
  return { status: 'ready', offers: checked.offers, leftOut: checked.rejected.length };
}
