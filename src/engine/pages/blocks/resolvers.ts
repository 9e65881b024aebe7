/**
 * Every block type's resolver (per request, also in the browser). The mapped type makes a block
 * type without one a type error.
 */
import type { BlockType } from '../config.ts';
import type { BlockResolve } from './definition.ts';
import { dataBlockResolver } from './data-blocks.ts';
import { accordionResolver, boxResolver, containerResolver, paddedResolver } from './layout-blocks.ts';
import { callToActionResolver, linkListResolver } from './link-blocks.ts';
import { dividerResolver, headingResolver, loginResolver, marketsResolver, richTextResolver } from './text-blocks.ts';

export const BLOCK_RESOLVERS: { readonly [T in BlockType]: BlockResolve<T> } = {
  heading: headingResolver,
  'rich-text': richTextResolver,
  accordion: accordionResolver,
  padded: paddedResolver,
  container: containerResolver,
  divider: dividerResolver,
  box: boxResolver,
  'link-list': linkListResolver,
  'call-to-action': callToActionResolver,
  login: loginResolver,
  markets: marketsResolver,
  // Data-bound: the skeleton here; with data, the customer resolvers (resolve/customer-resolvers.ts).
  accounts: dataBlockResolver,
  products: dataBlockResolver,
  'unread-messages': dataBlockResolver,
  'customer-details': dataBlockResolver,
  postbox: dataBlockResolver,
  transactions: dataBlockResolver,
  'order-form': dataBlockResolver,
};
