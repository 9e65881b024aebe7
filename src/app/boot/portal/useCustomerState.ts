/**
 * The logged-in customer's data as the page sees it: what the customer chunk
 * (customer/CustomerData.tsx) wrote into the page's customer store for the customer logged in
 * now, or the state before it (not yet known, anonymous), and what a retry does.
 */
import { startTransition, useCallback, useLayoutEffect, useState } from 'react';
import type { CustomerReport, CustomerReportStore } from '../../customer/customer-report.ts';
import type { CustomerKit } from '../../customer/customer-kit.ts';
import type { CustomerPartsState } from '../../data/useCustomerParts.ts';
import { valueStore } from '../../flags/value-store.ts';
import type { StoredSession } from './useStoredSession.ts';

/** Nobody is known yet (prerendered and hydrating, or a token still being read): a customer page draws its loading skeleton. */
export const NOT_YET_KNOWN: CustomerPartsState = { status: 'loading' };
const ANONYMOUS: CustomerPartsState = { status: 'anonymous' };

export interface CustomerState {
  parts: CustomerPartsState;
  kit: CustomerKit | null;
  /** Where the customer chunk writes (CustomerData's `report`): one object for the page's life. */
  store: CustomerReportStore;
  /** The customer chunk could not be loaded: the page says so, and its retry loads the page again. */
  onChunkFailed: (error: unknown) => void;
  retry: () => void;
}

export function useCustomerState(session: StoredSession, reload: () => void): CustomerState {
  const { stableIdentity, pending } = session;
  const [store] = useState(() => valueStore<CustomerReport | null>(null));
  // `store.get` as the initializer and as the updater: the store's value when React applies it.
  const [customer, setCustomer] = useState(store.get);
  // Not useSyncExternalStore, which renders every change at once: the customer's data redraws the
  // whole page, and as a transition React draws it in slices, yielding to the visitor's taps, and
  // keeps the HTML of a prerendered part still waiting for its code. Subscribed in a layout
  // effect: before the customer chunk, drawn below this only after it, can write.
  useLayoutEffect(() => store.subscribe(() => startTransition(() => setCustomer(store.get))), [store]);
  const onChunkFailed = useCallback(
    (error: unknown) => store.set({ identity: stableIdentity, parts: { status: 'error', error }, retry: reload, kit: null }),
    [store, stableIdentity, reload],
  );
  const retry = useCallback(() => customer?.retry(), [customer]);
  const parts = pending ? NOT_YET_KNOWN : !stableIdentity ? ANONYMOUS : customer?.identity === stableIdentity ? customer.parts : NOT_YET_KNOWN;
  return { parts, kit: customer?.kit ?? null, store, onChunkFailed, retry };
}
