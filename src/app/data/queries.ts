/**
 * TanStack Query options for each customer call (spec 7): keys by customer number, so a
 * token refresh (same customer) reuses the cache. The options are plain objects, built
 * here once, and read by the hook.
 */
import { distributionChannelOf } from '../../engine/facts/distribution-channel.ts';
import type { CustomerPayload, FeatureFlags } from '../../engine/types/persona.ts';
import { keepPreviousData } from '@tanstack/react-query';
import { isForeignDistributor } from '../../engine/facts/distributor.ts';
import {
  fetchAccounts,
  fetchChosenAccount,
  fetchCobranding,
  fetchOtherBalances,
  fetchCustomer,
  fetchDepositTypes,
  fetchPensionProducts,
  fetchProductInstances,
  fetchProductTypes,
  fetchSwitchableAccounts,
  fetchUnreadCount,
  fetchMessages,
  customerEmbeds,
  wantsPensionProducts,
  wantsSwitchableAccounts,
  fetchBookings,
  fetchDocuments,
  type AccountsList,
  type Api,
  type SessionIdentity,
} from './fetchers.ts';
import { chooseAccount } from '../../engine/facts/accounts.ts';
import { BOOKINGS_PAGE_SIZE, pageIndexOf } from '../../engine/bookings/paging.ts';
import type { TargetingContext } from '../../engine/flags/targeting-context.ts';
import type { FlagTable } from '../../engine/flags/declaration.ts';
import type { FlagSource } from '../flags/flag-source.ts';

export interface QueryApis {
  api: Api;
  identityApi: Api;
  /** Where a call that degrades (flags, cobranding) says so; default console.error. */
  log?: (message: string, error: unknown) => void;
  /** Where the switchable accounts' failure is reported; default console.warn. */
  warn?: (message: string, error: unknown) => void;
  /** Spec 7: failing account fetches fall back to mock data locally (default: LOCAL_ENVIRONMENT). */
  localEnvironment?: boolean;
  /** The feature-flag service, read through OpenFeature (flags/); without one the defaults apply. */
  flags?: FlagSource;
}

const accountOptions = ({ localEnvironment }: QueryApis) => (localEnvironment === undefined ? {} : { localEnvironment });

export const customerKeys = {
  all: ['customer-data'] as const,
  of: (id: SessionIdentity) => ['customer-data', id.customerNumber] as const,
  /** What changes when a message is read: the list and the unread count. */
  postbox: (id: SessionIdentity) =>
    [
      ['customer-data', id.customerNumber, 'messages'],
      ['customer-data', id.customerNumber, 'unread-count'],
    ] as const,
  documents: (id: SessionIdentity) => ['customer-data', id.customerNumber, 'documents'] as const,
  /** The flags, whatever the context: what a changed answer of the flag service refreshes. */
  flags: (id: SessionIdentity) => ['customer-data', id.customerNumber, 'feature-flags'] as const,
  /** Every page of the bookings (a retry loads the one shown again). */
  bookings: (id: SessionIdentity) => ['customer-data', id.customerNumber, 'bookings'] as const,
};

/** Waits for the flags (`disableDataValidityEmbed` decides the embeds); keyed by the embeds asked for. */
export function customerQuery({ api }: QueryApis, id: SessionIdentity, flags: FeatureFlags | undefined) {
  const chosen = flags ?? {};
  return {
    queryKey: [...customerKeys.of(id), 'customer', customerEmbeds(chosen).join(',')],
    queryFn: () => fetchCustomer(api, id, chosen),
    enabled: flags !== undefined,
  };
}

export function accountsQuery({ api }: QueryApis, id: SessionIdentity) {
  return { queryKey: [...customerKeys.of(id), 'accounts'], queryFn: () => fetchAccounts(api, id) };
}

/** TanStack Query's keepPreviousData, without importing it: the data of the key before, while the new key loads. */
const keepShown = <T>(previous: T | undefined): T | undefined => previous;

export function chosenAccountQuery(apis: QueryApis, id: SessionIdentity, list: AccountsList | undefined) {
  const ids = list?.accounts.map((account) => account.id ?? '').join(',') ?? '';
  return {
    queryKey: [...customerKeys.of(id), 'account-balance', list?.status ?? 0, ids],
    queryFn: () => fetchChosenAccount(apis.api, list ?? { accounts: [], status: 200 }, accountOptions(apis)),
    enabled: list !== undefined,
    // A new account in the list (a deposit just opened) changes the key: the balances shown stay
    // until the new ones are in, instead of the whole page going back to its skeleton.
    placeholderData: keepShown,
  };
}

export function otherBalancesQuery(apis: QueryApis, id: SessionIdentity, list: AccountsList | undefined) {
  const ids = list?.accounts.map((account) => account.id ?? '').join(',') ?? '';
  return {
    queryKey: [...customerKeys.of(id), 'other-balances', ids],
    queryFn: () => fetchOtherBalances(apis.api, list ?? { accounts: [], status: 200 }, accountOptions(apis)),
    enabled: list !== undefined,
    placeholderData: keepShown,
  };
}

// Deposit types, product instances and the unread count need only the token's ids: they start together.
export function depositTypesQuery({ api }: QueryApis, id: SessionIdentity) {
  return { queryKey: [...customerKeys.of(id), 'deposit-types'], queryFn: () => fetchDepositTypes(api, id) };
}

export function productInstancesQuery({ api }: QueryApis, id: SessionIdentity) {
  return { queryKey: [...customerKeys.of(id), 'product-instances'], queryFn: () => fetchProductInstances(api, id) };
}

export function unreadCountQuery({ api }: QueryApis, id: SessionIdentity) {
  return { queryKey: [...customerKeys.of(id), 'unread-count'], queryFn: () => fetchUnreadCount(api, id) };
}

/** The postbox's messages; marking one read invalidates it and the unread count (customerKeys.postbox). */
export function messagesQuery({ api }: QueryApis, id: SessionIdentity) {
  return { queryKey: [...customerKeys.of(id), 'messages'], queryFn: () => fetchMessages(api, id) };
}

/** The customer's documents, asked only while the page shows them (`shown`: it has a documents block). */
export function documentsQuery({ api }: QueryApis, id: SessionIdentity, shown: boolean) {
  return { queryKey: customerKeys.documents(id), queryFn: () => fetchDocuments(api, id), enabled: shown };
}

/**
 * The page of the transaction account's bookings the address asks for (`?page=`); waits for the
 * accounts list (the transaction account is the one chooseAccount picks). The page before stays
 * shown while the next one loads.
 */
export function bookingsQuery({ api }: QueryApis, id: SessionIdentity, list: AccountsList | undefined, search: string) {
  const accountId = chooseAccount(list?.accounts)?.id ?? '';
  const page = pageIndexOf(new URLSearchParams(search).get('page'));
  return {
    queryKey: [...customerKeys.bookings(id), accountId, page],
    queryFn: () => fetchBookings(api, accountId, page, BOOKINGS_PAGE_SIZE),
    enabled: accountId !== '',
    placeholderData: keepPreviousData,
  };
}

/** Spec 6: German customers only (fetchers.ts says how "migrated" is read); waits for the customer. */
export function pensionProductsQuery({ api }: QueryApis, id: SessionIdentity, customer: CustomerPayload | undefined) {
  return {
    queryKey: [...customerKeys.of(id), 'pension-products'],
    queryFn: () => fetchPensionProducts(api),
    enabled: wantsPensionProducts(customer),
    // Spec 7: the pension dashboard does not refetch on focus.
    refetchOnWindowFocus: false,
  };
}

/** Spec 2.4, 7: only with the flag on (so it waits for the flags) and both ids known. */
export function switchableAccountsQuery({ identityApi, warn }: QueryApis, id: SessionIdentity, flags: FeatureFlags | undefined) {
  return {
    queryKey: [...customerKeys.of(id), 'switchable-accounts', id.userId ?? ''],
    queryFn: () => fetchSwitchableAccounts(identityApi, id, warn),
    enabled: flags !== undefined && wantsSwitchableAccounts(flags, id),
  };
}

/**
 * Spec 7 feature-flag service: the customer's flags for the targeting context, fetched alongside
 * the other calls; never rejects (null: the service failed, the defaults apply). Keyed by the
 * context, so the customer's facts arriving evaluate again; the flags shown stay meanwhile.
 */
export function featureFlagsQuery({ flags }: QueryApis, id: SessionIdentity, targeting: TargetingContext, table?: FlagTable) {
  return {
    queryKey: [...customerKeys.flags(id), JSON.stringify(targeting)],
    queryFn: () => (flags ? flags.evaluate(targeting, table) : Promise.resolve(null)),
    placeholderData: keepShown,
  };
}

export function productTypesQuery({ api }: QueryApis, id: SessionIdentity, customer: CustomerPayload | undefined) {
  return {
    queryKey: [...customerKeys.of(id), 'product-types', customer?.distributorId ?? '', distributionChannelOf(customer) ?? ''],
    queryFn: () => fetchProductTypes(api, customer ?? {}),
    // Without a distributor or channel there is nothing to ask for: no offer access is known (spec 5 facts false).
    enabled: customer !== undefined && Boolean(customer.distributorId) && distributionChannelOf(customer) !== null,
  };
}

export function cobrandingQuery({ api, log }: QueryApis, id: SessionIdentity, customer: CustomerPayload | undefined, ownDistributorId: string) {
  return {
    queryKey: [...customerKeys.of(id), 'cobranding'],
    queryFn: () => fetchCobranding(api, log),
    enabled: customer !== undefined && isForeignDistributor(customer.distributorId, ownDistributorId),
  };
}
