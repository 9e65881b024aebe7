/**
 * All of a logged-in customer's calls without React, in the same dependency order the
 * hook uses: everything that needs only the token's ids starts at once; the customer and
 * switchable accounts wait for the flags (spec 7: the data-validity embed, the switchable-accounts
 * flag); product types, cobranding and pension products wait for the customer (distributor,
 * country), the balance for the accounts list.
 * Used by tests against the local stack, and usable by any non-React host.
 */
import type { CustomerData } from '../../engine/facts/derive.ts';
import { isForeignDistributor } from '../../engine/facts/distributor.ts';
import type { FeatureFlags, PageContext } from '../../engine/types/persona.ts';
import { assembleCustomerData } from './assemble.ts';
import {
  fetchAccounts, fetchChosenAccount, fetchOtherBalances, fetchCobranding, fetchCustomer, fetchDepositTypes, fetchFeatureFlags, fetchPensionProducts,
  fetchProductInstances, fetchProductTypes, fetchSwitchableAccounts, fetchUnreadCount, wantsPensionProducts, wantsSwitchableAccounts,
  type Api, type SessionIdentity,
} from './fetchers.ts';

export interface LoadOptions {
  api: Api;
  /** Client for /auth (user management: switchable accounts). */
  identityApi: Api;
  identity: SessionIdentity;
  context: PageContext;
  /** Flags before the flag service: the service's answer goes over these (environment.ts). */
  flags: FeatureFlags;
  /** config.headers.ownDistributorId: other distributors' customers get cobranding. */
  ownDistributorId: string;
  log?: (message: string, error: unknown) => void;
  warn?: (message: string, error: unknown) => void;
  /** Spec 7: failing account fetches fall back to mock data locally (default: LOCAL_ENVIRONMENT). */
  localEnvironment?: boolean;
}


/** Optional parts: a failure leaves the part out (the engine renders without it), logged. */
function optional<T>(promise: Promise<T>, what: string, log: (message: string, error: unknown) => void): Promise<T | undefined> {
  return promise.catch((error: unknown) => {
    log(`${what} could not be loaded`, error);
    return undefined;
  });
}

export async function loadCustomerData(options: LoadOptions): Promise<CustomerData> {
  const { api, identityApi, identity } = options;
  const log = options.log ?? ((message, error) => console.error(message, error));
  const accountOptions = options.localEnvironment === undefined ? {} : { localEnvironment: options.localEnvironment };
  // The flags come first: they decide the customer's embeds and whether switchable accounts are asked for.
  const flagsPromise = fetchFeatureFlags(api, log).then((serviceFlags) => ({ serviceFlags, flags: serviceFlags ?? options.flags ?? {} }));
  const customerPromise = flagsPromise.then(({ flags }) => fetchCustomer(api, identity, flags));
  const accountsPromise = fetchAccounts(api, identity);
  const independent = Promise.all([
    optional(fetchDepositTypes(api, identity), 'Deposit types', log),
    optional(fetchProductInstances(api, identity), 'Product instances', log),
    optional(fetchUnreadCount(api, identity), 'Unread count', log),
    flagsPromise.then(({ flags }) => (wantsSwitchableAccounts(flags, identity) ? fetchSwitchableAccounts(identityApi, identity, options.warn) : [])),
  ]);
  const chosenPromise = accountsPromise.then((list) => fetchChosenAccount(api, list, accountOptions));
  const balancesPromise = accountsPromise.then((list) => fetchOtherBalances(api, list, accountOptions));
  // If the customer call fails first, these must not surface as unhandled rejections.
  for (const pending of [accountsPromise, chosenPromise, balancesPromise, independent]) pending.catch(() => undefined);
  // The customer is required: its failure (403 forbidden, 401 session ended) rejects the load.
  const customer = await customerPromise;
  const [productTypes, cobranding, pensionProducts] = await Promise.all([
    optional(fetchProductTypes(api, customer), 'Product types', log),
    isForeignDistributor(customer.distributorId, options.ownDistributorId) ? fetchCobranding(api, log) : Promise.resolve(null),
    // Spec 6: German customers only (fetchers.ts: how "migrated" is read).
    wantsPensionProducts(customer) ? optional(fetchPensionProducts(api), 'Pension products', log) : Promise.resolve(undefined),
  ]);
  const [depositTypes, productInstances, unreadMessages, switchableAccounts] = await independent;
  const { flags } = await flagsPromise;
  const accounts = await accountsPromise;
  const chosenAccount = await chosenPromise;
  const otherBalances = await balancesPromise;
  return assembleCustomerData(
    { identity, customer, accounts, chosenAccount, otherBalances, cobranding, depositTypes, productTypes, productInstances, pensionProducts, unreadMessages, switchableAccounts },
    options.context,
    flags,
  );
}
