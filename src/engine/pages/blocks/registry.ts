/**
 * Every block type's definition. The mapped type makes a block type without a definition (or a
 * definition for a type the schema does not know) a type error.
 */
import type { BlockType } from '../config.ts';
import type { BlockDefinition } from './definition.ts';
import { accounts } from './accounts-block.ts';
import { customerDetails, unreadMessages } from './customer-blocks.ts';
import { accordion, box, container, padded } from './layout-blocks.ts';
import { callToAction, linkList } from './link-blocks.ts';
import { products } from './products-block.ts';
import { divider, heading, login, markets, richText } from './text-blocks.ts';

export const BLOCK_DEFINITIONS: { readonly [T in BlockType]: BlockDefinition<T> } = {
  heading,
  'rich-text': richText,
  accordion,
  padded,
  container,
  divider,
  box,
  'link-list': linkList,
  'call-to-action': callToAction,
  login,
  markets,
  accounts,
  products,
  'unread-messages': unreadMessages,
  'customer-details': customerDetails,
};

export const BLOCK_TYPES = Object.keys(BLOCK_DEFINITIONS) as BlockType[];
