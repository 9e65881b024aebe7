/**
 * The one place where service answers become the engine's input (in the customer chunk): a `CustomerData` (the
 * persona shape minus id and description), so the portal resolves exactly as the CLI does
 * for a persona file.
 */
import type { CustomerData } from '../../engine/facts/derive.ts';
import { customerDataOf } from '../../engine/facts/payload.ts';
import type { FeatureFlags, PageContext, Persona } from '../../engine/types/persona.ts';
import type { AccountBalances, AccountsList, BookingsList, ChosenAccount, DocumentsList, MessagesList, SessionIdentity } from './fetchers.ts';
import { accountsStatusOf } from './accounts-status.ts';

/** What the calls returned; undefined = not loaded (yet, or it failed). */
export interface CustomerParts {
  identity: SessionIdentity;
  customer: NonNullable<Persona['customer']>;
  accounts?: AccountsList;
  chosenAccount?: ChosenAccount | null;
  /** Balances of the other accounts (the pages list them all). */
  otherBalances?: AccountBalances;
  cobranding?: Persona['cobranding'];
  depositTypes?: string[];
  productTypes?: Persona['productTypes'];
  productInstances?: Persona['productInstances'];
  pensionProducts?: unknown[];
  unreadMessages?: number;
  /** The postbox's messages, or the status of the failed call. */
  messages?: MessagesList;
  /** One page of the transaction account's bookings, or the status of the failed call. */
  bookings?: BookingsList;
  /** The documents (asked on the page that shows them only), or the status of the failed call. */
  documents?: DocumentsList;
  /** Background calls (customer-calls.ts) made for the page that have not answered yet. */
  pending?: readonly string[];
  switchableAccounts?: Persona['switchableAccounts'];
  /** The flag service's answer (null: the call failed); environment.ts `effectiveFlags` applies it. */
  flags?: FeatureFlags | null;
}

export function assembleCustomerData(parts: CustomerParts, context: PageContext, flags: FeatureFlags): CustomerData {
  const list = parts.accounts;
  const chosen = parts.chosenAccount ?? null;
  // The chosen account carries its balance; the others get theirs when it was fetched.
  const balances = parts.otherBalances ?? {};
  const accounts = list?.accounts.map((account) => {
    if (chosen?.account && account.id === chosen.account.id) return chosen.account;
    // Own keys only: an account id such as "constructor" must not find an inherited member.
    return typeof account.id === 'string' && Object.hasOwn(balances, account.id) ? { ...account, balance: balances[account.id] } : account;
  });
  // Service answers are JSON cast to their types: customerDataOf leaves out every field that
  // does not have its declared type, so deriveFacts and resolve read only what they expect.
  return customerDataOf({
    context,
    flags,
    user: parts.identity.userId ? { userId: parts.identity.userId } : {},
    customer: parts.customer,
    ...(accounts !== undefined ? { accounts } : {}),
    ...(list !== undefined ? { accountsStatus: accountsStatusOf(list, chosen) } : {}),
    ...(parts.depositTypes !== undefined ? { depositTypes: parts.depositTypes } : {}),
    ...(parts.productTypes !== undefined ? { productTypes: parts.productTypes } : {}),
    ...(parts.productInstances !== undefined ? { productInstances: parts.productInstances } : {}),
    ...(parts.pensionProducts !== undefined ? { pensionProducts: parts.pensionProducts } : {}),
    ...(parts.unreadMessages !== undefined ? { unreadMessages: parts.unreadMessages } : {}),
    // A list that did not come (its call failed after its retries) is the postbox's error.
    ...(parts.messages && parts.messages.status < 400 ? { messages: parts.messages.messages } : { messagesStatus: parts.messages?.status ?? 500 }),
    // No answer (no transaction account to ask about) is no bookings; a failed call is the block's error.
    ...(parts.bookings === undefined
      ? {}
      : parts.bookings.status < 400
        ? { transactions: parts.bookings.bookings, transactionsPage: parts.bookings.page }
        : { transactionsStatus: parts.bookings.status }),
    // Still on its way: the documents block draws its skeleton (the rest of the page is ready).
    ...(parts.pending?.includes('documents') ? { loadingBlocks: ['documents'] } : {}),
    // Not asked (another page) is no documents; a failed call is the documents block's error.
    ...(parts.documents === undefined
      ? {}
      : parts.documents.status < 400
        ? { documents: parts.documents.documents }
        : { documentsStatus: parts.documents.status }),
    switchableAccounts: parts.switchableAccounts ?? [],
    cobranding: parts.cobranding ?? null,
  });
}
