/**
 * Refreshes an offer block from the product-offer service once the page has hydrated (never
 * before: the hydrating render must draw what the HTML shows). The offers are public, so the
 * call carries no token.
 */
import { startTransition, useEffect, useState } from 'react';
import type { OfferBlockData } from '../../engine/offers/block-data.ts';
import { useHydrated } from '../data/services-context.tsx';
import { fetchProductOffers } from './fetch-offers.ts';
import { afterAnswer, builtOffers, type LiveOffers } from './live-offers.ts';
import { publicApi } from './public-api.ts';

export function useLiveOffers(data: OfferBlockData, list: string | null): LiveOffers {
  const hydrated = useHydrated();
  const [state, setState] = useState<LiveOffers>(() => builtOffers(data));
  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    setState((before) => ({ ...before, phase: 'refreshing' }));
    fetchProductOffers(publicApi()).then(
      (answer) => current && startTransition(() => setState(afterAnswer(data, Date.now(), list, answer))),
      // fetchProductOffers turns every failure into a state; this is a bug's last line of defence.
      (error: unknown) => {
        console.error('The product offers could not be refreshed', error);
        if (current) setState(afterAnswer(data, Date.now(), list, { status: 'unavailable', reason: 'failed' }));
      },
    );
    return () => {
      current = false;
    };
  }, [hydrated, data, list]);
  return state;
}
