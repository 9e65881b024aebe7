/**
 * Every block type's resolver (per request, also in the browser). The mapped type makes a block
 * type without one a type error; the data-bound types (DataBlockType) all share
 * dataBlockResolver, which hands each to its customer resolver, so they are not listed one by
 * one (each name would cost every visitor's first load a few bytes).
 */
import type { BlockType } from '../config.ts';
import type { BlockResolve } from './definition.ts';
import { dataBlockResolver, type DataBlockType } from './data-blocks.ts';
import { offerBlockResolver } from './offer-blocks.ts';
import { accordionResolver, boxResolver, containerResolver, paddedResolver } from './layout-blocks.ts';
import { callToActionResolver, linkListResolver } from './link-blocks.ts';
import { dividerResolver, headingResolver, loginResolver, marketsResolver, richTextResolver } from './text-blocks.ts';

export const BLOCK_RESOLVERS: { readonly [T in Exclude<BlockType, DataBlockType>]: BlockResolve<T> } = {
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
  offers: offerBlockResolver,
  'offer-detail': offerBlockResolver,
};

/** A block type's resolver: its own, or for a data-bound type the skeleton here and, with data, its customer resolver (resolve/customer-resolvers.ts). */
export function resolverOf(type: BlockType): BlockResolve<BlockType> {
  return ((BLOCK_RESOLVERS as Partial<Record<BlockType, unknown>>)[type] ?? dataBlockResolver) as BlockResolve<BlockType>;
}
