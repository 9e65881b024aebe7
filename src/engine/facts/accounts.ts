import type { TransactionAccountPayload } from '../types/persona.ts';

/** Spec 4: these transaction-account states count as established. */
export const ESTABLISHED_ACCOUNT_STATES: ReadonlySet<string> = new Set(['ACTIVE', 'SUSPENDED', 'CLOSED', 'CLOSING_IN_PROGRESS']);

/** The first established account, otherwise the first one (spec 4). */
export function chooseAccount(accounts: readonly TransactionAccountPayload[] | undefined): TransactionAccountPayload | null {
  if (!accounts || accounts.length === 0) return null;
  return accounts.find((a) => typeof a.state === 'string' && ESTABLISHED_ACCOUNT_STATES.has(a.state)) ?? accounts[0] ?? null;
}
