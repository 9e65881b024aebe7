/**
 * Who may move money at the local bank at all ("pending-activation,
 * maintenance and company customers get what the spec and common sense say"). The portal
 * decides the same from config rules before it shows a form (config/rules/named.yaml,
 * may-place-orders); the bank checks again, since a page can be out of date.
 */
import type { Persona, TransactionAccountPayload } from '../../../src/engine/types/persona.ts';
import { chooseAccount } from '../../../src/engine/facts/accounts.ts';
import { notAllowed } from './refusals.ts';

/** Spec 4: these account-service answers mean maintenance. */
const MAINTENANCE_STATUSES = new Set([206, 503]);

/** The established transaction account the money comes from; throws the 409 that says why not. */
export function payingAccount(persona: Persona, requestedId: string | undefined): TransactionAccountPayload {
  const customer = persona.customer;
  if (customer?.isPendingActivation === true || /^PENDING_/.test(customer?.state ?? '')) throw notAllowed('pendingActivation');
  if (customer?.isCompanyCustomer === true) throw notAllowed('companyCustomer');
  const account = chooseAccount(persona.accounts);
  // Of the established states (spec 4) only ACTIVE moves money: a suspended or closing account does not.
  if (account?.state !== 'ACTIVE') throw notAllowed('noTransactionAccount');
  if (MAINTENANCE_STATUSES.has(persona.accountsStatus ?? 200) || account.isMaintenance === true) throw notAllowed('maintenance');
  // Only the customer's own transaction account pays: another id is as good as unknown.
  if (requestedId !== undefined && requestedId !== account.id) throw notAllowed('noTransactionAccount');
  return account;
}
