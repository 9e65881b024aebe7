/**
 * What customers did on the local backend while the stack runs (issue 15, sections 3 and 4):
 * deposits opened and withdrawals sent to the reference account. The persona files stay as
 * they are; every answer is the file's data with these events applied (apply.ts), so a reload
 * or a new sign-in sees them and a restart starts from the files again.
 */
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';

export interface DepositOrder {
  id: string;
  offer: ProductOffer;
  amount: number;
  /** The transaction account the money comes from. */
  accountId: string;
  /** The deposit account the order opens (listed with the customer's accounts at once). */
  depositAccountId: string;
  /** Epoch ms (the stack's clock). */
  placedAt: number;
}

export interface Withdrawal {
  id: string;
  amount: number;
  accountId: string;
  /** The reference account's IBAN the money goes to. */
  iban: string;
  placedAt: number;
}

export interface CustomerLedger {
  orders: DepositOrder[];
  withdrawals: Withdrawal[];
  /** Orders refused in a row (a success starts again from 0): too many block the customer for a while. */
  refusedInARow: number;
  /** Epoch ms until which orders are refused with userBlockedTemporarily; 0 when not blocked. */
  blockedUntil: number;
}

export interface Ledger {
  /** The customer's ledger (bacNumber, else persona id); an empty one when nothing happened yet. */
  of(customerKey: string): CustomerLedger;
  /** A new id, unique while the stack runs. */
  nextId(prefix: string): string;
}

/** Bounds the memory a long-running stack spends: the customers who acted last are kept. */
const MAX_CUSTOMERS = 1000;
/** A customer placing more orders than this in one run is a runaway script, not a person. */
export const MAX_EVENTS_PER_CUSTOMER = 200;

export function createLedger(): Ledger {
  const customers = new Map<string, CustomerLedger>();
  let counter = 0;
  return {
    of(customerKey) {
      let ledger = customers.get(customerKey);
      if (ledger) return ledger;
      if (customers.size >= MAX_CUSTOMERS) customers.delete(customers.keys().next().value as string);
      ledger = { orders: [], withdrawals: [], refusedInARow: 0, blockedUntil: 0 };
      customers.set(customerKey, ledger);
      return ledger;
    },
    nextId(prefix) {
      counter += 1;
      return `${prefix}-${counter}`;
    },
  };
}
