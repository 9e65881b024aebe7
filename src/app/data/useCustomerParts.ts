/**
 * Runs the customer calls through TanStack Query and reports one status for the page:
 * `anonymous` without an identity, `loading` until every call that applies has settled
 * (so menus do not pop in item by item), `error` when the customer itself failed, else
 * `ready` with the parts for assembleCustomerData. Optional calls that failed (after
 * their retries) are simply absent: the engine renders without them. Calls the spec
 * conditions (load.ts lists the order) are not made, nor waited for, when they do not apply.
 */
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { CustomerParts } from './assemble.ts';
import type { SessionIdentity } from './fetchers.ts';
import { isForeignDistributor } from '../../engine/facts/distributor.ts';
import { effectiveFlags } from '../environment.ts';
import {
  accountsQuery, chosenAccountQuery, cobrandingQuery, customerQuery, featureFlagsQuery, independentQueries, otherBalancesQuery, pensionProductsQuery,
  productTypesQuery, switchableAccountsQuery, type QueryApis,
} from './queries.ts';

export type CustomerPartsState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; parts: CustomerParts };

const NOBODY: SessionIdentity = { customerNumber: '', userId: null };

type Settled = { isSuccess: boolean; isError: boolean; data: unknown };

function settled(query: { isSuccess: boolean; isError: boolean }): boolean {
  return query.isSuccess || query.isError;
}

/**
 * `search` is the page URL's query: its `?flags=` go over the flag service's answer
 * (environment.ts effectiveFlags), as for the page, so the calls a flag conditions (the
 * customer's data-validity embed, switchable accounts) follow the flags the page shows.
 */
export function useCustomerParts(apis: QueryApis, identity: SessionIdentity | null, ownDistributorId: string, search = ''): CustomerPartsState {
  const id = identity ?? NOBODY;
  const on = identity !== null;
  const flags = useQuery({ ...featureFlagsQuery(apis, id), enabled: on });
  // fetchFeatureFlags never rejects (null after a failure: the defaults apply).
  const effective = useMemo(() => (flags.isSuccess ? effectiveFlags(search, flags.data) : undefined), [flags.isSuccess, flags.data, search]);
  const customerOptions = customerQuery(apis, id, effective);
  const customer = useQuery({ ...customerOptions, enabled: on && customerOptions.enabled });
  const accounts = useQuery({ ...accountsQuery(apis, id), enabled: on });
  const chosen = useQuery({ ...chosenAccountQuery(apis, id, accounts.data), enabled: on && accounts.data !== undefined });
  const otherBalances = useQuery({ ...otherBalancesQuery(apis, id, accounts.data), enabled: on && accounts.data !== undefined });
  const [depositTypes, productInstances, unread] = useQueries({
    queries: independentQueries(apis, id).map((query) => ({ ...query, enabled: on })),
  }) as unknown as [Settled, Settled, Settled];
  const pensionOptions = pensionProductsQuery(apis, id, customer.data);
  const pensionProducts = useQuery({ ...pensionOptions, enabled: on && pensionOptions.enabled });
  const switchableOptions = switchableAccountsQuery(apis, id, effective);
  const switchable = useQuery({ ...switchableOptions, enabled: on && switchableOptions.enabled });
  const productTypes = useQuery({ ...productTypesQuery(apis, id, customer.data), enabled: on && customer.data !== undefined });
  const wantsCobranding = customer.data !== undefined && isForeignDistributor(customer.data.distributorId, ownDistributorId);
  const cobranding = useQuery({ ...cobrandingQuery(apis, id, customer.data, ownDistributorId), enabled: on && wantsCobranding });

  // A call that does not apply (disabled) is not waited for; its part is simply absent.
  const required: Settled[] = [customer, accounts, depositTypes, productInstances, unread, flags, productTypes];
  if (pensionOptions.enabled) required.push(pensionProducts);
  if (switchableOptions.enabled) required.push(switchable);
  if (accounts.isSuccess) required.push(chosen, otherBalances);
  if (wantsCobranding) required.push(cobranding);
  const status: CustomerPartsState['status'] = !identity
    ? 'anonymous'
    : customer.isError
      ? 'error'
      : customer.data && required.every(settled)
        ? 'ready'
        : 'loading';

  // Query results are structurally shared, so these references only change with the data:
  // the memo gives the view model a stable input across unrelated re-renders.
  return useMemo((): CustomerPartsState => {
    if (status === 'anonymous' || !identity) return { status: 'anonymous' };
    if (status === 'error') return { status: 'error', error: customer.error };
    if (status === 'loading' || !customer.data) return { status: 'loading' };
    return {
      status: 'ready',
      parts: {
        identity,
        customer: customer.data,
        accounts: accounts.data,
        chosenAccount: chosen.data ?? null,
        otherBalances: otherBalances.data,
        cobranding: cobranding.data ?? null,
        depositTypes: depositTypes.data as string[] | undefined,
        productTypes: productTypes.data,
        productInstances: productInstances.data as CustomerParts['productInstances'],
        pensionProducts: pensionOptions.enabled ? pensionProducts.data : undefined,
        unreadMessages: unread.data as number | undefined,
        switchableAccounts: (switchableOptions.enabled ? switchable.data : undefined) ?? [],
        flags: flags.data,
      },
    };
    // identity is compared by its fields: the token is re-decoded on every refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, identity?.customerNumber, identity?.userId, customer.error, customer.data, accounts.data, chosen.data, otherBalances.data, cobranding.data,
    depositTypes.data, productTypes.data, productInstances.data, pensionProducts.data, unread.data, switchable.data, flags.data,
    pensionOptions.enabled, switchableOptions.enabled]);
}
