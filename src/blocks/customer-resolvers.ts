/**
 * What only a logged-in customer's view model needs: the avatar menu, the balance bar and the
 * data-bound page blocks (each such type's src/blocks/<type>/resolve-customer.ts). Node resolves
 * with them always (registry.ts); the browser gets them with the customer data (their own
 * chunk), so a visitor's first load carries none of this code.
 */
import { resolveAccountMenu } from '../engine/resolve/account.ts';
import { resolveBalance } from '../engine/resolve/balance.ts';
import type { CustomerResolvers } from '../engine/resolve/resolve-types.ts';
import { CUSTOMER_BLOCK_RESOLVERS } from './customer-resolvers.generated.ts';

export const CUSTOMER_RESOLVERS: CustomerResolvers = {
  accountMenu: resolveAccountMenu,
  balance: resolveBalance,
  blocks: CUSTOMER_BLOCK_RESOLVERS,
};
