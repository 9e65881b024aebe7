/**
 * What the page knows of the logged-in customer's data: whose it is, its state, what a retry
 * does, and the kit that turns it into a customer's view. The customer chunk (CustomerData.tsx)
 * writes it into a store the page creates once and keeps for its life; the page reads that store
 * (boot/portal/useCustomerState.ts), one change at a time. No callback is handed down for the data to come back up through,
 * and no context value changes (flags/page-flags.ts says why a changing context value stalled the page).
 */
import type { SessionIdentity } from '../data/fetchers.ts';
import type { CustomerPartsState } from '../data/useCustomerParts.ts';
import type { ValueStore } from '../flags/value-store.ts';
import type { CustomerKit } from './customer-kit.ts';

export interface CustomerReport {
  /**
   * Whose data it is: the page shows it only while this is the session's identity (the same object
   * while the same customer and user are logged in, refreshes included: boot/portal/useStoredSession.ts).
   */
  identity: SessionIdentity | null;
  parts: CustomerPartsState;
  retry: () => void;
  kit: CustomerKit | null;
}

/** null until the customer chunk has written anything. */
export type CustomerReportStore = ValueStore<CustomerReport | null>;
