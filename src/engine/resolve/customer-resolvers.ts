/**
 * What only a logged-in customer's view model needs: the avatar menu, the balance bar and the
 * data-bound page blocks (accounts, products, unread messages, customer details). Node resolves
 * with them always (resolve/index.ts); the browser gets them with the customer data (their own
 * chunk), so a visitor's first load carries none of this code.
 */
import type { DataBlockType } from '../pages/blocks/data-blocks.ts';
import type { BlockResolve } from '../pages/blocks/definition.ts';
import { accountsResolver } from '../pages/blocks/accounts-block.ts';
import { customerDetailsResolver, unreadMessagesResolver } from '../pages/blocks/customer-blocks.ts';
import { productsResolver } from '../pages/blocks/products-block.ts';
import type { AccountMenu, Balance } from '../types/view-model.ts';
import { resolveAccountMenu } from './account.ts';
import { resolveBalance } from './balance.ts';
import type { ResolveContext } from './context.ts';

export interface CustomerResolvers {
  accountMenu(ctx: ResolveContext): AccountMenu | null;
  balance(ctx: ResolveContext): Balance | null;
  blocks: { readonly [T in DataBlockType]: BlockResolve<T> };
}

export const CUSTOMER_RESOLVERS: CustomerResolvers = {
  accountMenu: resolveAccountMenu,
  balance: resolveBalance,
  blocks: {
    accounts: accountsResolver,
    products: productsResolver,
    'unread-messages': unreadMessagesResolver,
    'customer-details': customerDetailsResolver,
  },
};
