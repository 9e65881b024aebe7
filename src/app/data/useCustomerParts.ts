/**
 * Runs the customer calls through TanStack Query and reports one status for the page:
 * `anonymous` without an identity, `loading` until every call that applies has settled
 * (so menus do not pop in item by item), `error` when the customer itself failed, else
 * `ready` with the parts for assembleCustomerData. Optional calls that failed (after
 * their retries) are simply absent: the engine renders without them. Calls the spec
 * conditions (customer-calls.ts describes them and their order) are not made, nor waited
 * for, when they do not apply.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { customerTargeting, type TargetingContext } from '../../engine/flags/targeting-context.ts';
import type { FlagTable } from '../../engine/flags/declaration.ts';
import type { CustomerPayload, FeatureFlags } from '../../engine/types/persona.ts';
import type { CustomerParts } from './assemble.ts';
import type { SessionIdentity } from './fetchers.ts';
import { effectiveFlags } from '../environment.ts';
import { callApplies, CUSTOMER_CALLS, type CallContext, type CallInputs } from './customer-calls.ts';
import { customerKeys, type QueryApis } from './queries.ts';

export type CustomerPartsState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; parts: CustomerParts };

const NOBODY: SessionIdentity = { customerNumber: '', userId: null };
const NO_BLOCKS: ReadonlySet<string> = new Set();

/**
 * `pageBlocks` are the block types of the page shown (a call one block type needs is made on its
 * page only). `search` is the page URL's query: its `?flags=` go over the flag service's answer
 * (environment.ts effectiveFlags), as for the page, so the calls a flag conditions (the
 * customer's data-validity embed, switchable accounts) follow the flags the page shows.
 */
export function useCustomerParts(
  apis: QueryApis,
  identity: SessionIdentity | null,
  ownDistributorId: string,
  search = '',
  pageBlocks: ReadonlySet<string> = NO_BLOCKS,
  locale?: string,
  flagTable?: FlagTable,
  flagDefaults: Readonly<FeatureFlags> = {},
): CustomerPartsState {
  const on = identity !== null;
  const id = identity ?? NOBODY;
  const customerFacts = useCustomerTargeting();
  const targeting: TargetingContext = { targetingKey: id.customerNumber, ...(locale ? { locale } : {}), ...customerFacts.facts };
  useFlagChanges(apis, id);
  const context: CallContext = {
    ...apis,
    id,
    ownDistributorId,
    flagsOf: (serviceFlags) => effectiveFlags(search, serviceFlags, flagDefaults, flagTable),
    targeting,
    search,
    pageBlocks,
    ...(flagTable ? { flagTable } : {}),
  };
  // One query per call, always in the order of CUSTOMER_CALLS (a constant list, so the hooks
  // keep their order): each call's inputs are the answers of the calls before it.
  const inputs: CallInputs = {};
  const calls = CUSTOMER_CALLS.map((call) => {
    const options = call.options(context, inputs);
    const applies = on && callApplies(call, options, inputs);
    // biome-ignore lint/correctness/useHookAtTopLevel: CUSTOMER_CALLS is a constant list: the same hooks in the same order on every render.
    const query = useQuery({ ...options, enabled: applies });
    if (query.data !== undefined && call.gives) Object.assign(inputs, call.gives(query.data, context));
    return { call, applies, query };
  });

  const shownCustomer = inputs.customer;
  useEffect(() => customerFacts.follow(shownCustomer), [customerFacts, shownCustomer]);

  // A call that does not apply is not waited for; its part is simply absent.
  const failed = calls.find(({ call, query }) => call.required && query.isError);
  const settled = (query: (typeof calls)[number]['query']) => query.isSuccess || query.isError;
  const ready = inputs.customer !== undefined && calls.every(({ call, applies, query }) => !applies || call.background || settled(query));
  // Background calls the page did not wait for and that have not answered yet.
  const pending = calls.filter(({ call, applies, query }) => call.background && applies && !settled(query)).map(({ call }) => call.part);
  const pendingKey = pending.join(',');
  const status: CustomerPartsState['status'] = !identity ? 'anonymous' : failed ? 'error' : ready ? 'ready' : 'loading';
  const answers = calls.map(({ applies, query }) => (applies ? query.data : undefined));

  // Query results are structurally shared, so these references only change with the data:
  // the memo gives the view model a stable input across unrelated re-renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: identity is compared by its fields (the token is decoded anew on every refresh), and each call's answer is a dependency of its own.
  return useMemo((): CustomerPartsState => {
    if (status === 'anonymous' || !identity) return { status: 'anonymous' };
    if (status === 'error') return { status: 'error', error: failed?.query.error };
    if (status === 'loading') return { status: 'loading' };
    const parts: Record<string, unknown> = { identity };
    CUSTOMER_CALLS.forEach((call, index) => {
      if (answers[index] !== undefined) parts[call.part] = answers[index];
    });
    if (pendingKey) parts.pending = pendingKey.split(',');
    return { status: 'ready', parts: parts as unknown as CustomerParts };
    // identity is compared by its fields: the token is re-decoded on every refresh.
  }, [status, identity?.customerNumber, identity?.userId, failed?.query.error, pendingKey, ...answers]);
}

/**
 * The customer's facts targeting reads (country, distributor, group), once the customer call has
 * answered: the flags are evaluated again with them (the flags call goes first, so the
 * customer's embeds can follow a flag).
 */
function useCustomerTargeting(): { facts: Partial<TargetingContext>; follow: (customer: CustomerPayload | undefined) => void } {
  const [facts, setFacts] = useState<Partial<TargetingContext>>({});
  return useMemo(
    () => ({
      facts,
      follow: (customer: CustomerPayload | undefined) => {
        const next = customerTargeting(customer);
        setFacts((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
      },
    }),
    [facts],
  );
}

/** A changed answer of the flag service (its provider polls) evaluates the flags again: the kill switch reaches the open page. */
function useFlagChanges(apis: QueryApis, id: SessionIdentity): void {
  const client = useQueryClient();
  const customerNumber = id.customerNumber;
  useEffect(
    () => apis.flags?.subscribe(() => void client.invalidateQueries({ queryKey: customerKeys.flags({ customerNumber, userId: null }) })),
    [apis.flags, client, customerNumber],
  );
}
