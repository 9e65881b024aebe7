/**
 * What only a logged-in customer's view model needs: the avatar menu, the balance bar and the
 * data-bound page blocks (accounts, products, unread messages, customer details). Node resolves
 * with them always (resolve/index.ts); the browser gets them with the customer data (their own
 * chunk), so a visitor's first load carries none of this code.
 */
import { accountsResolver } from '../pages/blocks/accounts-block.ts';
import { customerDetailsResolver, unreadMessagesResolver } from '../pages/blocks/customer-blocks.ts';
import { postboxResolver } from '../pages/blocks/postbox-block.ts';
import { transactionsResolver } from '../pages/blocks/transactions-block.ts';
import { documentsResolver } from '../pages/blocks/documents-block.ts';
import { orderFormResolver } from '../pages/blocks/order-form-block.ts';
import { productsResolver } from '../pages/blocks/products-block.ts';
import { resolveAccountMenu } from './account.ts';
import { resolveBalance } from './balance.ts';
import type { CustomerResolvers } from './resolve-types.ts';

export type { CustomerResolvers } from './resolve-types.ts';

export const CUSTOMER_RESOLVERS: CustomerResolvers = {
  accountMenu: resolveAccountMenu,
  balance: resolveBalance,
  blocks: {
    accounts: accountsResolver,
    products: productsResolver,
    'unread-messages': unreadMessagesResolver,
    'customer-details': customerDetailsResolver,
    postbox: postboxResolver,
    transactions: transactionsResolver,
    documents: documentsResolver,
    'order-form': orderFormResolver,
  },
};
