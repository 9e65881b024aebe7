/**
 * One function per spec 7 call, each turning the service envelope (server/README.md) into
 * the persona shape the engine reads. Framework-free: the React hook runs them through
 * TanStack Query, `loadCustomerData` and the tests call them directly.
 *
 * Failures that have a defined rendering (spec 8) are answered here, not thrown:
 * cobranding -> null, switchable accounts -> [], account maintenance or balance errors ->
 * a status for `accountsStatus`. Everything else rejects (and is retried by the query client).
 */
import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/api-error.ts';
import { chooseAccount } from '../../engine/facts/accounts.ts';
import { distributionChannelOf } from '../../engine/facts/distribution-channel.ts';
import { clampedPageIndex } from '../../engine/bookings/paging.ts';
import { LOCAL_ENVIRONMENT } from '../environment.ts';
import { cleanFlags } from '../../engine/flags/clean.ts';
import { flagWarnings } from '../../engine/flags/messages.ts';
import { localMockAccount } from './local-mocks.ts';
import type {
  CustomerPayload,
  FeatureFlags,
  Persona,
  ProductInstancePayload,
  SwitchableAccountPayload,
  TransactionAccountPayload,
} from '../../engine/types/persona.ts';

/** Who is logged in, from the access token's claims. */
export interface SessionIdentity {
  /** `customer_id` claim: the customer number (bacNumber). */
  customerNumber: string;
  /** `user_id` claim; switchable accounts need it. */
  userId: string | null;
}

export type Api = Pick<ApiClient, 'get'>;

export const CUSTOMER_EMBEDS = ['all-persons', 'reference-accounts', 'data-validity'] as const;

/** Spec 7: all persons, reference accounts, and data validity unless `disableDataValidityEmbed`. */
export function customerEmbeds(flags: Readonly<FeatureFlags>): string[] {
  return CUSTOMER_EMBEDS.filter((embed) => embed !== 'data-validity' || flags.disableDataValidityEmbed !== true);
}

export async function fetchCustomer(api: Api, id: SessionIdentity, flags: Readonly<FeatureFlags> = {}): Promise<CustomerPayload> {
  const response = await api.get<CustomerPayload>(`/customers/${encodeURIComponent(id.customerNumber)}`, {
    embed: customerEmbeds(flags).join(','),
  });
  return response.data;
}

/** The accounts list; `status` carries maintenance (503/206) and errors into accountsStatus. */
export interface AccountsList {
  accounts: TransactionAccountPayload[];
  status: number;
}

export async function fetchAccounts(api: Api, id: SessionIdentity): Promise<AccountsList> {
  try {
    const response = await api.get<{ data?: TransactionAccountPayload[] }>('/accounts', {
      filter: `customerId eq ${id.customerNumber}`,
    });
    return { accounts: Array.isArray(response.data?.data) ? response.data.data : [], status: response.status };
  } catch (error) {
    // Spec 8: an account service in maintenance (or failing) still renders, flagged.
    if (isApiError(error) && error.status >= 400) return { accounts: [], status: error.status };
    throw error;
  }
}

/** The account the header shows (spec 4: first established, else first), with its balance. */
export interface ChosenAccount {
  account: TransactionAccountPayload | null;
  status: number;
}

/** Where the calls run: locally (spec 7 "local development uses mock files") failing account fetches use mock data. */
export interface AccountFetchOptions {
  localEnvironment?: boolean;
}

export async function fetchChosenAccount(api: Api, list: AccountsList, options: AccountFetchOptions = {}): Promise<ChosenAccount> {
  const chosen = chooseAccount(list.accounts);
  if (!chosen?.id) return { account: chosen, status: list.status };
  try {
    const response = await api.get<TransactionAccountPayload>(`/accounts/${encodeURIComponent(chosen.id)}`, { embed: 'balance' });
    return { account: { ...chosen, ...response.data }, status: response.status };
  } catch (error) {
    // Spec 7: "a failing fetch falls back to mock data locally"; deployed, spec 8's tooltip applies.
    if (localEnvironment(options)) return { account: localMockAccount(chosen), status: 200 };
    if (isApiError(error) && error.status >= 400) return { account: { ...chosen, balance: null }, status: error.status };
    throw error;
  }
}

function localEnvironment(options: AccountFetchOptions): boolean {
  return options.localEnvironment ?? LOCAL_ENVIRONMENT;
}

/** Balances by account id; null where the call failed (the page then says the balance is not available). */
export type AccountBalances = Record<string, TransactionAccountPayload['balance']>;

/**
 * The balances of the accounts the header does not show (the dashboard and deposit pages list
 * every account). Fetched in parallel with the chosen account's; one failing account does not
 * fail the others, and its failure is not a page error (spec 8: that balance is unavailable).
 */
export async function fetchOtherBalances(api: Api, list: AccountsList, options: AccountFetchOptions = {}): Promise<AccountBalances> {
  const chosen = chooseAccount(list.accounts);
  const others = list.accounts.filter((account) => typeof account.id === 'string' && account.id !== '' && account.id !== chosen?.id);
  const entries = await Promise.all(
    others.map(async (account) => {
      try {
        const response = await api.get<TransactionAccountPayload>(`/accounts/${encodeURIComponent(account.id!)}`, { embed: 'balance' });
        return [account.id!, response.data?.balance ?? null] as const;
      } catch {
        return [account.id!, localEnvironment(options) ? (localMockAccount(account).balance ?? null) : null] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** Spec 6, 8: only for another distributor's customers; any failure is logged and gives null. */
export async function fetchCobranding(api: Api, log: (message: string, error: unknown) => void = console.error): Promise<Persona['cobranding']> {
  try {
    const response = await api.get<NonNullable<Persona['cobranding']>>('/customer/cobranding');
    return response.data ?? null;
  } catch (error) {
    log('Cobranding could not be loaded', error);
    return null;
  }
}

export async function fetchDepositTypes(api: Api, id: SessionIdentity): Promise<string[]> {
  const response = await api.get<unknown>('/deposit-types', { customer_id: id.customerNumber });
  const items = Array.isArray(response.data) ? response.data : [];
  return items.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    const type = (item as { type?: unknown } | null)?.type;
    return typeof type === 'string' ? [type] : [];
  });
}

/** Spec 7: the access flags for the customer's distributor and distribution channel (distribution-channel.ts). */
export async function fetchProductTypes(api: Api, customer: CustomerPayload): Promise<NonNullable<Persona['productTypes']>> {
  const channel = distributionChannelOf(customer);
  if (!customer.distributorId || !channel)
    throw new Error("Product types need the customer's distributor and distribution channel; the customer's data names none");
  const response = await api.get<NonNullable<Persona['productTypes']>>('/product-types', {
    distributor_id: customer.distributorId,
    distribution_channel_id: channel,
  });
  return response.data ?? {};
}

/** `pageId` is page 0: the services' page size (50) covers any customer's instances. */
export async function fetchProductInstances(api: Api, id: SessionIdentity): Promise<ProductInstancePayload[]> {
  const response = await api.get<{ data?: ProductInstancePayload[] }>('/product-instances', {
    customer_domain_id: id.customerNumber,
    pageId: 0,
  });
  return Array.isArray(response.data?.data) ? response.data.data : [];
}

/**
 * Spec 6 "Pension products for migrated customers: German customers only". Which customers were
 * migrated (to the pension platform) only the pension service knows: it answers an empty list for
 * everybody else, and spec 3 gives the customer no field that says so. So the portal asks for
 * German customers (address.countryCode DE) only, and reads "migrated" from the answer: a
 * non-empty list (the named rule has-pension-products reads both, config/rules/named.yaml).
 */
export function wantsPensionProducts(customer: CustomerPayload | undefined): boolean {
  const country = customer?.address?.countryCode;
  return typeof country === 'string' && country.trim().toUpperCase() === 'DE';
}

export async function fetchPensionProducts(api: Api): Promise<unknown[]> {
  const response = await api.get<unknown>('/pension-products');
  return Array.isArray(response.data) ? response.data : [];
}

/** Spec 7: the count is the body's `data` (its `status: 3` is the service's, not HTTP's). */
export async function fetchUnreadCount(api: Api, id: SessionIdentity): Promise<number> {
  const response = await api.get<{ data?: unknown }>('/threads/unread-count', { customer_id: id.customerNumber });
  const count = response.data?.data;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/**
 * The postbox: the customer's messages, `data` of GET /threads. A failure
 * is not thrown: its status goes into `messagesStatus`, and the postbox shows its error with a
 * retry (the other pages do not read the list).
 */
export interface MessagesList {
  messages: unknown[];
  status: number;
}

export async function fetchMessages(api: Api, id: SessionIdentity): Promise<MessagesList> {
  try {
    const response = await api.get<{ data?: unknown }>('/threads', { customer_id: id.customerNumber });
    const list = response.data?.data;
    return Array.isArray(list) ? { messages: list, status: response.status } : { messages: [], status: 502 };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status !== 401 && error.status !== 403) return { messages: [], status: error.status };
    throw error;
  }
}

/**
 * One page of the transaction account's bookings, GET
 * /accounts/{id}/transactions with the page the address asks for (`?page=`, bookings/paging.ts);
 * past the last page, the last page (clampedPageIndex).
 * As the postbox's list, a failure is not thrown: its status becomes `transactionsStatus` and the
 * block shows its error with a retry. An answer of the wrong shape is a failure too (502).
 */
export interface BookingsList {
  bookings: unknown[];
  page?: unknown;
  status: number;
}

export async function fetchBookings(api: Api, accountId: string, page: number, size: number): Promise<BookingsList> {
  try {
    const response = await api.get<{ data?: unknown; page?: unknown }>(`/accounts/${encodeURIComponent(accountId)}/transactions`, {
      page: String(page),
      size: String(size),
    });
    const list = response.data?.data;
    if (!Array.isArray(list)) return { bookings: [], status: 502 };
    // A page past the last one (an old bookmark, a typed ?page=): the last page instead. The page
    // asked for only goes down, so this asks once more at most per page the service counts.
    const totalPages = (response.data?.page as { totalPages?: unknown } | undefined)?.totalPages;
    if (list.length === 0 && typeof totalPages === 'number' && Number.isInteger(totalPages)) {
      const last = clampedPageIndex(page, totalPages);
      if (last !== page) return fetchBookings(api, accountId, last, size);
    }
    return { bookings: list, page: response.data?.page, status: response.status };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status !== 401 && error.status !== 403) return { bookings: [], status: error.status };
    throw error;
  }
}

/**
 * The customer's documents, GET /documents, asked only on a page that shows
 * them (queries.ts). As the postbox's list, a failure is not thrown: its status becomes
 * `documentsStatus` and the block shows its error with a retry. An answer of the wrong shape is a
 * failure too (502). Each document's file is document-file.ts'.
 */
export interface DocumentsList {
  documents: unknown[];
  status: number;
}

export async function fetchDocuments(api: Api, id: SessionIdentity): Promise<DocumentsList> {
  try {
    const response = await api.get<{ data?: unknown }>('/documents', { customer_id: id.customerNumber });
    const list = response.data?.data;
    return Array.isArray(list) ? { documents: list, status: response.status } : { documents: [], status: 502 };
  } catch (error) {
    // No answer at all (network, timeout) is the block's error too, as the service unavailable: the
    // page does not wait for this call, so a failure it threw would read as "no documents".
    if (isApiError(error) && error.status !== 401 && error.status !== 403) return { documents: [], status: error.status >= 400 ? error.status : 503 };
    throw error;
  }
}

/** Marks one message read (204); rejects when the service did not. */
export async function markMessageRead(api: Pick<ApiClient, 'post'>, id: SessionIdentity, messageId: string): Promise<void> {
  await api.post(`/threads/${encodeURIComponent(messageId)}/read?customer_id=${encodeURIComponent(id.customerNumber)}`);
}

/** Spec 2.4: the list is asked for only with the flag on and both user id and customer number known. */
export function wantsSwitchableAccounts(flags: Readonly<FeatureFlags>, id: SessionIdentity): boolean {
  return flags.switchableAccounts === true && Boolean(id.userId) && id.customerNumber !== '';
}

/**
 * Spec 7, 8: user management's list (reads data.accounts); needs user id and customer
 * number; any failure is a warning and an empty list. `identityApi` has the /auth base.
 * Callers ask only when `wantsSwitchableAccounts`.
 */
export async function fetchSwitchableAccounts(
  identityApi: Api,
  id: SessionIdentity,
  warn: (message: string, error: unknown) => void = console.warn,
): Promise<SwitchableAccountPayload[]> {
  if (!id.userId) return [];
  try {
    const response = await identityApi.get<{ data?: { accounts?: SwitchableAccountPayload[] } }>(
      `/public/users/${encodeURIComponent(id.userId)}/switchable-accounts/${encodeURIComponent(id.customerNumber)}`,
    );
    const accounts = response.data?.data?.accounts;
    return Array.isArray(accounts) ? accounts : [];
  } catch (error) {
    warn('Switchable accounts could not be loaded', error);
    return [];
  }
}

/** Keeps the declared flags with values of their kind (src/engine/flags/); says what it drops. */
export function featureFlagsOf(value: unknown, warn: (message: string) => void = console.warn): FeatureFlags {
  return cleanFlags(value, flagWarnings(warn));
}
