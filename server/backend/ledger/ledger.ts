/**
 * What customers did at the local bank:
 * deposits opened, withdrawals sent to the reference account, messages read, as the bank's
 * database keeps them (bank.ts). The persona files stay as they are and give the starting state
 * (starting-state.ts); every answer is the file's data with the customer's snapshot applied
 * (apply.ts). Amounts here are whole cents.
 */
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import type { DocumentPayload, Persona } from '../../../src/engine/types/persona.ts';
import type { Balances } from './starting-state.ts';
import { startingDocuments } from './starting-state.ts';

export interface StoredOrder {
  id: string;
  /** The offer as it was when ordered. */
  offer: ProductOffer;
  amount: number;
  /** The transaction account the money comes from. */
  accountId: string;
  /** The deposit account the order opens (listed with the customer's accounts at once). */
  depositAccountId: string;
  /** Epoch ms (the stack's clock). */
  placedAt: number;
  /** When the money was booked into the deposit; null while the order is in progress. */
  executedAt: number | null;
}

export interface StoredWithdrawal {
  id: string;
  amount: number;
  accountId: string;
  /** The reference account's IBAN the money goes to. */
  iban: string;
  placedAt: number;
}

export interface StoredBooking {
  id: string;
  bookedAt: number;
  /** Negative: money leaving the transaction account. */
  amount: number;
  kind: 'deposit' | 'withdrawal';
  /** The deposit's bank, or the customer's name on the reference account. */
  counterparty: string;
}

/** The customer at the bank now. */
export interface CustomerSnapshot {
  /** The transaction account's balances once money moved on it; null while it is as the file says. */
  balances: Balances | null;
  /** Oldest first. */
  orders: StoredOrder[];
  /** Newest first. */
  bookings: StoredBooking[];
  readMessageIds: ReadonlySet<string>;
  /** The bank's copy of the file's documents (undefined when the file has none). */
  documents: DocumentPayload[] | undefined;
}

/** A customer's state inside one transaction of the bank: checks read it, then the change is booked. */
export interface Book {
  /** The transaction account's balances now (due orders carried out first); null when the persona has none. */
  readonly balances: Balances | null;
  readonly refusedInARow: number;
  /** Epoch ms until which orders are refused with userBlockedTemporarily; 0 when not blocked. */
  readonly blockedUntil: number;
  readonly orderCount: number;
  readonly withdrawalCount: number;
  recordRefusals(refusedInARow: number, blockedUntil: number): Promise<void>;
  /** Reserves the amount and opens the deposit (INITIATED). */
  placeOrder(order: { offer: ProductOffer; amount: number; placedAt: number }): Promise<StoredOrder>;
  /** Books the amount out to the reference account at once. */
  withdraw(withdrawal: { amount: number; iban: string; counterparty: string; placedAt: number }): Promise<StoredWithdrawal>;
}

export interface Bank {
  /** What the customer has now: the persona file's starting state with everything since (due orders carried out). */
  snapshot(persona: Persona, now: number): Promise<CustomerSnapshot>;
  /**
   * Runs `change` in one database transaction on the customer's book: whatever it reads is what
   * it books against, and no other request interleaves. A throw rolls everything back.
   */
  update<T>(persona: Persona, now: number, change: (book: Book) => Promise<T>): Promise<T>;
  markRead(persona: Persona, messageId: string, now: number): Promise<void>;
  /** Opens the database of a data folder, or of a bank in memory asked to open at start; otherwise at once. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** A customer placing more orders (or withdrawals) than this is a runaway script, not a person. */
export const MAX_EVENTS_PER_CUSTOMER = 200;

/** The snapshot of a customer who has not changed anything yet: the persona file as it is. */
export function untouchedSnapshot(persona: Persona): CustomerSnapshot {
  return {
    balances: null,
    orders: [],
    bookings: [],
    readMessageIds: new Set(),
    documents: persona.documents === undefined ? undefined : startingDocuments(persona).documents,
  };
}
