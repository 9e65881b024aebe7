/**
 * The logged-in customer's data as the page sees it: what the customer chunk
 * (customer/CustomerData.tsx) reported for the customer logged in now, or the state before it
 * (not yet known, anonymous), and what a retry does.
 */
import { startTransition, useCallback, useState } from 'react';
import type { CustomerKit } from '../customer/customer-kit.ts';
import type { CustomerPartsState } from '../data/useCustomerParts.ts';
import type { StoredSession } from './useStoredSession.ts';

const SESSION_UNKNOWN: CustomerPartsState = { status: 'loading' };
const ANONYMOUS: CustomerPartsState = { status: 'anonymous' };

interface Reported {
  key: string;
  parts: CustomerPartsState;
  retry: () => void;
  kit: CustomerKit | null;
}

export interface CustomerState {
  parts: CustomerPartsState;
  kit: CustomerKit | null;
  /** The customer chunk's report (CustomerData's onParts). */
  onParts: (next: CustomerPartsState, retry: () => void, kit: CustomerKit) => void;
  /** The customer chunk could not be loaded: the page says so, and its retry loads the page again. */
  onChunkFailed: (error: unknown) => void;
  retry: () => void;
}

export function useCustomerState(session: StoredSession, reload: () => void): CustomerState {
  const { identityKey, stableIdentity, pending } = session;
  const [customer, setCustomer] = useState<Reported | null>(null);
  // A transition: prerendered parts still waiting for their code keep their HTML (React would
  // otherwise replace them by their fallback when the data changes them before they hydrate).
  const onParts = useCallback(
    (next: CustomerPartsState, retry: () => void, kit: CustomerKit) => startTransition(() => setCustomer({ key: identityKey, parts: next, retry, kit })),
    [identityKey],
  );
  const onChunkFailed = useCallback(
    (error: unknown) => setCustomer({ key: identityKey, parts: { status: 'error', error }, retry: reload, kit: null }),
    [identityKey, reload],
  );
  const retry = useCallback(() => customer?.retry(), [customer]);
  const parts = pending ? SESSION_UNKNOWN : !stableIdentity ? ANONYMOUS : customer?.key === identityKey ? customer.parts : SESSION_UNKNOWN;
  return { parts, kit: customer?.kit ?? null, onParts, onChunkFailed, retry };
}

/** Prerendered and hydrating, nobody is known yet: a customer page draws its loading skeleton. */
export const NOT_YET_KNOWN = SESSION_UNKNOWN;
