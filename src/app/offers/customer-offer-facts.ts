/**
 * The logged-in customer's facts for the offer lists (the product-access and distributor
 * restrictions of config/offers/selection.yaml read them). The customer chunk publishes them
 * each time it derives them for the page (app/customer/CustomerData.tsx) and withdraws them at
 * logout; an offer list block selects with them over its visitor's facts. A store the customer
 * chunk imports dynamically, as the postbox's actions: a module shared statically with the
 * page renderer or the app would enter every visitor's first load.
 */
import { useSyncExternalStore } from 'react';

/** The customer side of the engine's facts (customer, account, access, offers, products). */
export type CustomerOfferFacts = Readonly<Record<string, unknown>>;

let current: CustomerOfferFacts | null = null;
const listeners = new Set<() => void>();

/** The customer's facts from now on; null when nobody is logged in (any more). */
export function publishCustomerOfferFacts(facts: CustomerOfferFacts | null): void {
  if (facts === current) return;
  current = facts;
  listeners.forEach((listener) => {
    listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Null on the server and while hydrating (the prerendered list is a visitor's), and for a visitor. */
export function useCustomerOfferFacts(): CustomerOfferFacts | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
