/**
 * The one description of a logged-in customer's calls (spec 6, 7) and the order they wait for
 * one another: everything that needs only the token's ids starts at once; the customer and the
 * switchable accounts wait for the flags (the data-validity embed, the switchable-accounts flag);
 * product types, cobranding and pension products wait for the customer (distributor, country);
 * the balances wait for the accounts list. A call whose condition does not hold is not made.
 * The app runs it through TanStack Query (useCustomerParts.ts); run-customer-calls.ts runs it
 * with plain promises for tests and hosts without React.
 */
import type { CustomerPayload, FeatureFlags } from '../../engine/types/persona.ts';
import type { CustomerParts } from './assemble.ts';
import type { TargetingContext } from '../../engine/flags/targeting-context.ts';
import type { FlagTable } from '../../engine/flags/declaration.ts';
import type { AccountsList, SessionIdentity } from './fetchers.ts';
import {
  accountsQuery,
  chosenAccountQuery,
  cobrandingQuery,
  customerQuery,
  depositTypesQuery,
  featureFlagsQuery,
  otherBalancesQuery,
  pensionProductsQuery,
  bookingsQuery,
  documentsQuery,
  messagesQuery,
  productInstancesQuery,
  productTypesQuery,
  switchableAccountsQuery,
  unreadCountQuery,
  type QueryApis,
} from './queries.ts';

/** The answers later calls read: what a call can wait for, each named after the call that gives it. */
export interface CallInputs {
  /** The flags the calls follow (the flag service's answer as the page applies it). */
  flags?: FeatureFlags;
  customer?: CustomerPayload;
  accounts?: AccountsList;
}

export interface CallContext extends QueryApis {
  id: SessionIdentity;
  /** config.headers.ownDistributorId: other distributors' customers get cobranding. */
  ownDistributorId: string;
  /** The flags the calls follow, from the flag service's answer (null: it failed). */
  flagsOf: (serviceFlags: FeatureFlags | null) => FeatureFlags;
  /** Who the flag service evaluates for: the customer number, the page, and the customer's facts once known. */
  targeting: TargetingContext;
  /** The flags the config defines (config/flags/): the ones the flag service is asked for; default the code's table. */
  flagTable?: FlagTable;
  /** The page address's query (`?page=` picks the page of the bookings); none: ''. */
  search?: string;
  /** The block types of the page shown (page-blocks.ts): a call only one block reads is made on its page alone. */
  pageBlocks?: ReadonlySet<string>;
}

export interface CallOptions {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
  /** False while an input is missing or when the spec's condition does not hold: not made, not waited for. */
  enabled?: boolean;
  refetchOnWindowFocus?: boolean;
  /** TanStack Query's keepPreviousData: the last answer stays while a new key loads. */
  placeholderData?: <T>(previous: T | undefined) => T | undefined;
}

export interface CustomerCall {
  /** The part of CustomerParts its answer fills. */
  part: Exclude<keyof CustomerParts, 'identity'>;
  /** The inputs it needs before it can be made (given by earlier calls). */
  waitsFor: readonly (keyof CallInputs)[];
  /** Its failure fails the customer's data (403, session ended); any other failure leaves its part out. */
  required?: boolean;
  /**
   * Made for one block of the page (the documents): the page does not wait for it, so arriving on
   * that page keeps the header and the rest drawn; until it answers, its part is `pending` and its
   * block draws its skeleton.
   */
  background?: true;
  options(context: CallContext, inputs: CallInputs): CallOptions;
  /** What later calls read of its answer. */
  gives?(answer: unknown, context: CallContext): CallInputs;
}

/** In an order where every call comes after the calls whose answers it waits for. */
export const CUSTOMER_CALLS: readonly CustomerCall[] = [
  {
    part: 'flags',
    waitsFor: [],
    options: (c) => featureFlagsQuery(c, c.id, c.targeting, c.flagTable),
    // The flag source never rejects: null after a failure, and the defaults apply.
    gives: (answer, c) => ({ flags: c.flagsOf(answer as FeatureFlags | null) }),
  },
  {
    part: 'customer',
    waitsFor: ['flags'],
    required: true,
    options: (c, inputs) => customerQuery(c, c.id, inputs.flags),
    gives: (answer) => ({ customer: answer as CustomerPayload }),
  },
  { part: 'accounts', waitsFor: [], options: (c) => accountsQuery(c, c.id), gives: (answer) => ({ accounts: answer as AccountsList }) },
  { part: 'chosenAccount', waitsFor: ['accounts'], options: (c, inputs) => chosenAccountQuery(c, c.id, inputs.accounts) },
  { part: 'otherBalances', waitsFor: ['accounts'], options: (c, inputs) => otherBalancesQuery(c, c.id, inputs.accounts) },
  { part: 'bookings', waitsFor: ['accounts'], options: (c, inputs) => bookingsQuery(c, c.id, inputs.accounts, c.search ?? '') },
  { part: 'depositTypes', waitsFor: [], options: (c) => depositTypesQuery(c, c.id) },
  { part: 'productInstances', waitsFor: [], options: (c) => productInstancesQuery(c, c.id) },
  { part: 'unreadMessages', waitsFor: [], options: (c) => unreadCountQuery(c, c.id) },
  { part: 'messages', waitsFor: [], options: (c) => messagesQuery(c, c.id) },
  { part: 'documents', waitsFor: [], background: true, options: (c) => documentsQuery(c, c.id, c.pageBlocks?.has('documents') === true) },
  { part: 'switchableAccounts', waitsFor: ['flags'], options: (c, inputs) => switchableAccountsQuery(c, c.id, inputs.flags) },
  { part: 'productTypes', waitsFor: ['customer'], options: (c, inputs) => productTypesQuery(c, c.id, inputs.customer) },
  { part: 'cobranding', waitsFor: ['customer'], options: (c, inputs) => cobrandingQuery(c, c.id, inputs.customer, c.ownDistributorId) },
  { part: 'pensionProducts', waitsFor: ['customer'], options: (c, inputs) => pensionProductsQuery(c, c.id, inputs.customer) },
];

/** A call is made once every input it waits for is there and its condition holds. */
export function callApplies(call: CustomerCall, options: CallOptions, inputs: CallInputs): boolean {
  return call.waitsFor.every((input) => inputs[input] !== undefined) && options.enabled !== false;
}
