/**
 * Refreshes an offer block from the product-offer service once the page has hydrated (never
 * before: the hydrating render must draw what the HTML shows). The offers are public, so the
 * call carries no token. A logged-in customer's list is selected with their facts as soon as the
 * customer chunk publishes them (customer-offer-facts.ts), before or after the answer.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { OfferBlockData } from '../../engine/offers/block-data.ts';
import type { OffersState } from '../../engine/offers/state.ts';
import { useHydrated } from '../data/services-context.tsx';
import { useCustomerOfferFacts } from './customer-offer-facts.ts';
import { fetchProductOffers } from './fetch-offers.ts';
import { afterAnswer, builtFor, builtOffers, type LiveOffers } from './live-offers.ts';
import { useOfferTime } from './offer-time.ts';
import { publicApi } from './public-api.ts';

/** Not asked yet (the first render), asked, or answered at a time (ms). */
type Answer = { asked: false } | { asked: true; state: OffersState | null; at: number };

export function useLiveOffers(data: OfferBlockData, list: string | null): LiveOffers {
  const hydrated = useHydrated();
  const customer = useCustomerOfferFacts();
  const timeOf = useOfferTime();
  const [answer, setAnswer] = useState<Answer>({ asked: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list or new offer data (a navigation) asks the offer service again.
  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    setAnswer({ asked: true, state: null, at: timeOf(data) });
    const answered = (state: OffersState) => current && startTransition(() => setAnswer({ asked: true, state, at: timeOf(data) }));
    fetchProductOffers(publicApi()).then(answered, (error: unknown) => {
      // fetchProductOffers turns every failure into a state; this is a bug's last line of defence.
      console.error('The product offers could not be refreshed', error);
      answered({ status: 'unavailable', reason: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [hydrated, data, list, timeOf]);
  return useMemo((): LiveOffers => {
    if (!answer.asked) return customer ? { phase: 'built', listed: builtFor(data, timeOf(data), list, customer) } : builtOffers(data);
    if (answer.state === null) return { phase: 'refreshing', listed: builtFor(data, answer.at, list, customer) };
    return afterAnswer(data, answer.at, list, answer.state, customer);
  }, [answer, customer, data, list, timeOf]);
}
