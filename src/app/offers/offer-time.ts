/**
 * The time an offer block selects its list at. The running portal selects at the visit's time
 * (an offer's availability and a campaign's from/until are compared with it). The preview draws
 * a chosen time: its blocks carry data built at that time, and the live answer of the
 * product-offer service must be selected at the same time, or the list shows today's offers
 * whatever time the preview is set to.
 */
import { createContext, useContext } from 'react';
import type { OfferBlockData } from '../../engine/offers/block-data.ts';

export type OfferTime = (data: OfferBlockData) => number;

/** The visit's time: the browser's clock. */
export const visitTime: OfferTime = () => Date.now();

/** The time the block's data was built at (the preview builds it at the view's time). */
export const builtTime: OfferTime = (data) => {
  const at = (data.visitorFacts as { now?: { timestamp?: unknown } }).now?.timestamp;
  return typeof at === 'number' ? at : Date.now();
};

export const OfferTimeContext = createContext<OfferTime>(visitTime);

export function useOfferTime(): OfferTime {
  return useContext(OfferTimeContext);
}
