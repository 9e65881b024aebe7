/**
 * TanStack Query options for each customer call (spec 7): keys by customer number, so a
 * token refresh (same customer) reuses the cache. The options are plain objects, built
 * here once, and read by the hook.
 */
import type { CustomerPayload } from '../../engine/types/persona.ts';
import { isForeignDistributor } from '../../engine/facts/distributor.ts';
import {
  fetchAccounts, fetchChosenAccount, fetchCobranding, fetchOtherBalances, fetchCustomer, fetchDepositTypes, fetchFeatureFlags, fetchPensionProducts,
  fetchProductInstances, fetchProductTypes, fetchSwitchableAccounts, fetchUnreadCount, type AccountsList, type Api,
  type SessionIdentity,
} from './fetchers.ts';

export interface QueryApis {
  api: Api;
  identityApi: Api;
}

export const customerKeys = {
  all: ['customer-data'] as const,
  of: (id: SessionIdentity) => ['customer-data', id.customerNumber] as const,
};

export function customerQuery({ api }: QueryApis, id: SessionIdentity) {
  return { queryKey: [...customerKeys.of(id), 'customer'], queryFn: () => fetchCustomer(api, id) };
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
    // Spec 7: the pension dashboard does not refetch on focus.
    { queryKey: [...key, 'pension-products'], queryFn: () => fetchPensionProducts(apis.api), refetchOnWindowFocus: false },
    { queryKey: [...key, 'unread-count'], queryFn: () => fetchUnreadCount(apis.api, id) },
    { queryKey: [...key, 'switchable-accounts', id.userId ?? ''], queryFn: () => fetchSwitchableAccounts(apis.identityApi, id) },
  ] as const;
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
