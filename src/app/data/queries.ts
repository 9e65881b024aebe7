/**
 * TanStack Query options for each customer call (spec 7): keys by customer number, so a
 * token refresh (same customer) reuses the cache. The options are plain objects, built
 * here once, and read by the hook.
 */
import type { CustomerPayload, FeatureFlags } from '../../engine/types/persona.ts';
import { isForeignDistributor } from '../../engine/facts/distributor.ts';
import {
  fetchAccounts, fetchChosenAccount, fetchCobranding, fetchOtherBalances, fetchCustomer, fetchDepositTypes, fetchFeatureFlags, fetchPensionProducts,
  fetchProductInstances, fetchProductTypes, fetchSwitchableAccounts, fetchUnreadCount, customerEmbeds, wantsPensionProducts,
  wantsSwitchableAccounts, type AccountsList, type Api, type SessionIdentity,
} from './fetchers.ts';

export interface QueryApis {
  api: Api;
  identityApi: Api;
}

export const customerKeys = {
  all: ['customer-data'] as const,
  of: (id: SessionIdentity) => ['customer-data', id.customerNumber] as const,
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

export function chosenAccountQuery({ api }: QueryApis, id: SessionIdentity, list: AccountsList | undefined) {
  const ids = list?.accounts.map((account) => account.id ?? '').join(',') ?? '';
  return {
    queryKey: [...customerKeys.of(id), 'account-balance', list?.status ?? 0, ids],
    queryFn: () => fetchChosenAccount(api, list ?? { accounts: [], status: 200 }),
    enabled: list !== undefined,
  };
}

export function otherBalancesQuery({ api }: QueryApis, id: SessionIdentity, list: AccountsList | undefined) {
  const ids = list?.accounts.map((account) => account.id ?? '').join(',') ?? '';
  return {
    queryKey: [...customerKeys.of(id), 'other-balances', ids],
    queryFn: () => fetchOtherBalances(api, list ?? { accounts: [], status: 200 }),
    enabled: list !== undefined,
  };
}

/** The independent calls: they need only the token's ids, so they start together. */
export function independentQueries(apis: QueryApis, id: SessionIdentity) {
  const key = customerKeys.of(id);
  return [
    { queryKey: [...key, 'deposit-types'], queryFn: () => fetchDepositTypes(apis.api, id) },
    { queryKey: [...key, 'product-instances'], queryFn: () => fetchProductInstances(apis.api, id) },
    { queryKey: [...key, 'unread-count'], queryFn: () => fetchUnreadCount(apis.api, id) },
  ] as const;
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
export function switchableAccountsQuery({ identityApi }: QueryApis, id: SessionIdentity, flags: FeatureFlags | undefined) {
  return {
    queryKey: [...customerKeys.of(id), 'switchable-accounts', id.userId ?? ''],
    queryFn: () => fetchSwitchableAccounts(identityApi, id),
    enabled: flags !== undefined && wantsSwitchableAccounts(flags, id),
  };
}

/** Spec 7 feature-flag service: the customer's flags, fetched alongside the other calls; never rejects. */
export function featureFlagsQuery({ api }: QueryApis, id: SessionIdentity) {
  return { queryKey: [...customerKeys.of(id), 'feature-flags'], queryFn: () => fetchFeatureFlags(api) };
}

export function productTypesQuery({ api }: QueryApis, id: SessionIdentity, customer: CustomerPayload | undefined) {
  return {
    queryKey: [...customerKeys.of(id), 'product-types', customer?.distributorId ?? ''],
    queryFn: () => fetchProductTypes(api, customer ?? {}),
    enabled: customer !== undefined,
  };
}

export function cobrandingQuery({ api }: QueryApis, id: SessionIdentity, customer: CustomerPayload | undefined, ownDistributorId: string) {
  return {
    queryKey: [...customerKeys.of(id), 'cobranding'],
    queryFn: () => fetchCobranding(api),
    enabled: customer !== undefined && isForeignDistributor(customer.distributorId, ownDistributorId),
  };
}
