import type { ProductOffer } from './offer.ts';

/**
 * What the portal knows of the offers at a moment: every state has a defined rendering
 * (DESIGN.md "bad input never crashes"), so an offer list can say "loading", show the offers,
 * or say that offers cannot be shown right now.
 */
export type OffersState =
  | { status: 'loading' }
  /** `leftOut`: offers the service sent that failed the boundary check (and were logged). */
  | { status: 'ready'; offers: ProductOffer[]; leftOut: number }
  /**
   * timeout: no answer within the calls' 3 s (spec 7), a slow service; failed: an HTTP error
   * or no connection; malformed: an answer without an offer list.
   */
  | { status: 'unavailable'; reason: 'timeout' | 'failed' | 'malformed' };
