/**
 * Runs the customer calls through TanStack Query and reports one status for the page:
 * `anonymous` without an identity, `loading` until every call that applies has settled
 * (so menus do not pop in item by item), `error` when the customer itself failed, else
 * `ready` with the parts for assembleCustomerData. Optional calls that failed (after
 * their retries) are simply absent: the engine renders without them.
 */
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { CustomerParts } from './assemble.ts';
import type { SessionIdentity } from './fetchers.ts';
import { isForeignDistributor } from '../../engine/facts/distributor.ts';
import {
  accountsQuery, chosenAccountQuery, cobrandingQuery, customerQuery, featureFlagsQuery, independentQueries, otherBalancesQuery, productTypesQuery, type QueryApis,
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

export function useCustomerParts(apis: QueryApis, identity: SessionIdentity | null, ownDistributorId: string): CustomerPartsState {
  const id = identity ?? NOBODY;
  const on = identity !== null;
  const customer = useQuery({ ...customerQuery(apis, id), enabled: on });
  const accounts = useQuery({ ...accountsQuery(apis, id), enabled: on });
  const chosen = useQuery({ ...chosenAccountQuery(apis, id, accounts.data), enabled: on && accounts.data !== undefined });
  const otherBalances = useQuery({ ...otherBalancesQuery(apis, id, accounts.data), enabled: on && accounts.data !== undefined });
  const [depositTypes, productInstances, pensionProducts, unread, switchable] = useQueries({
    queries: independentQueries(apis, id).map((query) => ({ ...query, enabled: on })),
  }) as unknown as [Settled, Settled, Settled, Settled, Settled];
  const flags = useQuery({ ...featureFlagsQuery(apis, id), enabled: on });
  const productTypes = useQuery({ ...productTypesQuery(apis, id, customer.data), enabled: on && customer.data !== undefined });
  const wantsCobranding = customer.data !== undefined && isForeignDistributor(customer.data.distributorId, ownDistributorId);
  const cobranding = useQuery({ ...cobrandingQuery(apis, id, customer.data, ownDistributorId), enabled: on && wantsCobranding });

  const required: Settled[] = [customer, accounts, depositTypes, productInstances, pensionProducts, unread, switchable, flags, productTypes];
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
        pensionProducts: pensionProducts.data as unknown[] | undefined,
        unreadMessages: unread.data as number | undefined,
        switchableAccounts: (switchable.data as CustomerParts['switchableAccounts']) ?? [],
        flags: flags.data,
      },
    };
    // identity is compared by its fields: the token is re-decoded on every refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, identity?.customerNumber, identity?.userId, customer.error, customer.data, accounts.data, chosen.data, otherBalances.data, cobranding.data,
    depositTypes.data, productTypes.data, productInstances.data, pensionProducts.data, unread.data, switchable.data, flags.data]);
}
