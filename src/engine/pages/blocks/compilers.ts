/**
 * Every block type's compiler (build time and Node). The mapped type makes a block type without
 * one a type error.
 */
import type { BlockType } from '../config.ts';
import type { BlockCompile } from './definition.ts';
import { accountsCompiler } from './accounts-block.ts';
import { customerDetailsCompiler, unreadMessagesCompiler } from './customer-blocks.ts';
import { postboxCompiler } from './postbox-block.ts';
import { transactionsCompiler } from './transactions-block.ts';
import { documentsCompiler } from './documents-block.ts';
import { orderFormCompiler } from './order-form-block.ts';
import { accordionCompiler, boxCompiler, containerCompiler, paddedCompiler } from './layout-blocks.ts';
import { callToActionCompiler, linkListCompiler } from './link-blocks.ts';
import { offerDetailCompiler, offersCompiler } from './offer-blocks.ts';
import { productsCompiler } from './products-block.ts';
import { dividerCompiler, headingCompiler, loginCompiler, marketsCompiler, richTextCompiler } from './text-blocks.ts';

export const BLOCK_COMPILERS: { readonly [T in BlockType]: BlockCompile<T> } = {
  heading: headingCompiler,
  'rich-text': richTextCompiler,
  accordion: accordionCompiler,
  padded: paddedCompiler,
  container: containerCompiler,
  divider: dividerCompiler,
  box: boxCompiler,
  'link-list': linkListCompiler,
  'call-to-action': callToActionCompiler,
  login: loginCompiler,
  markets: marketsCompiler,
  accounts: accountsCompiler,
  products: productsCompiler,
  'unread-messages': unreadMessagesCompiler,
  'customer-details': customerDetailsCompiler,
  postbox: postboxCompiler,
  transactions: transactionsCompiler,
  documents: documentsCompiler,
  offers: offersCompiler,
  'offer-detail': offerDetailCompiler,
  'order-form': orderFormCompiler,
};

export const BLOCK_TYPES = Object.keys(BLOCK_COMPILERS) as BlockType[];
