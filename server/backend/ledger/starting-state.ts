/**
 * What a customer has at the local bank before doing anything: the persona file's transaction
 * account (the one the portal chooses) and documents. The bank's rows start from it the first
 * time the customer changes something (bank.ts).
 *
 * A customer's book is keyed by the starting balance it began from (`key`): when a persona file's
 * starting balance is edited while the stack runs, or two persona files of one customer start
 * from different balances, each starting balance has its own book, so the customer starts from
 * the new balance without the old orders, and what was done from the old one is kept aside (it
 * comes back if the file is changed back). `--fresh` forgets every book.
 */
import { createHash } from 'node:crypto';
import type { DocumentPayload, Persona } from '../../../src/engine/types/persona.ts';
import { chooseAccount } from '../../../src/engine/facts/accounts.ts';
import { centsOfEuros } from './cents.ts';

/** The customer's number at the bank (bacNumber), else the persona id. */
export const customerKeyOf = (persona: Persona): string => persona.customer?.bacNumber ?? persona.id;

/** Balances in cents. */
export interface Balances {
  current: number;
  available: number;
  reserved: number;
}

export interface StartingAccount {
  /** The book: customer, account id and a digest of the starting balance and currency. */
  key: string;
  customerKey: string;
  id: string;
  currency: string;
  opening: Balances;
}

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The transaction account money moves on, as the persona file starts it; null when the persona has none with an id. */
export function startingAccount(persona: Persona): StartingAccount | null {
  const account = chooseAccount(persona.accounts);
  if (!account?.id) return null;
  const balance = account.balance ?? {};
  const opening = {
    current: centsOfEuros(balance.current ?? 0),
    available: centsOfEuros(balance.available ?? 0),
    reserved: centsOfEuros(balance.reserved ?? 0),
  };
  const currency = account.currencyCode ?? 'EUR';
  const customerKey = customerKeyOf(persona);
  return { key: `${customerKey}/${account.id}/${digest([currency, opening])}`, customerKey, id: account.id, currency, opening };
}

/** The persona file's documents and a digest of them: the bank's copy follows the file when it changes. */
export function startingDocuments(persona: Persona): { documents: DocumentPayload[]; fingerprint: string } {
  const documents = persona.documents ?? [];
  return { documents, fingerprint: digest(documents) };
}
