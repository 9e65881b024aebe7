/**
 * The offer list's filter, kept in the address (engine/offers/offer-query.ts): read once the page
 * has hydrated (the HTML was drawn without one, and the hydrating render must match it), written
 * with history.replaceState on every change, so a reload or a shared link shows the same list
 * without adding a history entry per keystroke or reloading the page.
 */
import { useCallback, useEffect, useState } from 'react';
import { NO_FILTER, parseOfferQuery, withOfferQuery, type OfferFilter } from '../../engine/offers/offer-query.ts';
import { useHydrated } from '../../app/data/services-context.tsx';

export function useOfferFilter(): [OfferFilter, (next: OfferFilter) => void] {
  const hydrated = useHydrated();
  const [filter, setFilterState] = useState<OfferFilter>(NO_FILTER);
  useEffect(() => {
    if (hydrated) setFilterState(parseOfferQuery(window.location.search));
  }, [hydrated]);
  const setFilter = useCallback((next: OfferFilter) => {
    setFilterState(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withOfferQuery(search, next)}${hash}`);
  }, []);
  return [filter, setFilter];
}
