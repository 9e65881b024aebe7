/**
 * Block type -> component (Docusaurus' ComponentTypes idea): the page renderer looks a block up
 * here and draws it. Every type of the view model has one entry (a type error otherwise); the
 * app may supply the blocks that depend on its environment (login).
 */
import type { ComponentType } from 'react';
import type { Block } from '../../engine/types/blocks.ts';
import type { AppBlockComponents, BlockComponents, BlockProps } from './block-props.ts';
import { AccordionBlockView, BoxBlockView, ContainerBlockView, PaddedBlockView } from './blocks/LayoutBlocks.tsx';
import { CallToActionBlockView, LinkListBlockView, MarketsBlockView } from './blocks/LinkBlocks.tsx';
import { DividerBlockView, HeadingBlockView, RichTextBlockView } from './blocks/TextBlocks.tsx';
import { lazyComponent } from '../lazy.ts';

// The customer's own blocks appear on customer pages only: visitors never download them.
const DataTableBlockView = lazyComponent(() => import('./blocks/DataTableBlock.tsx').then((m) => ({ default: m.DataTableBlockView })));
const UnreadMessagesBlockView = lazyComponent(() => import('./blocks/CustomerBlocks.tsx').then((m) => ({ default: m.UnreadMessagesBlockView })));
const CustomerDetailsBlockView = lazyComponent(() => import('./blocks/CustomerBlocks.tsx').then((m) => ({ default: m.CustomerDetailsBlockView })));
const PostboxBlockView = lazyComponent(() => import('./blocks/PostboxBlock.tsx').then((m) => ({ default: m.PostboxBlockView })));
const DocumentsBlockView = lazyComponent(() => import('./blocks/DocumentsBlock.tsx').then((m) => ({ default: m.DocumentsBlockView })));
// The offer blocks call the product-offer service and keep their filter in the address: the
// app's business, so their component is the app's. Loaded from here (this chunk, not the app's
// entry) so that pages without offers carry none of it in their first load.
const OfferBlocksView = lazyComponent(() => import('../../app/offers/OfferBlocks.tsx'));
const OrderFormBlockView = lazyComponent(() => import('./blocks/order-form/OrderFormBlock.tsx').then((m) => ({ default: m.OrderFormBlockView })));

const LAZY_BLOCKS: Partial<Record<Block['type'], { preload(): Promise<void> }>> = {
  accounts: DataTableBlockView,
  products: DataTableBlockView,
  'unread-messages': UnreadMessagesBlockView,
  'customer-details': CustomerDetailsBlockView,
  postbox: PostboxBlockView,
  transactions: DataTableBlockView,
  documents: DocumentsBlockView,
  offers: OfferBlocksView,
  'offer-detail': OfferBlocksView,
  'order-form': OrderFormBlockView,
};

/** Starts loading the code of the given block types (a page about to be shown); failures show when it renders. */
export function preloadBlockComponents(types: Iterable<string>): void {
  for (const type of types) LAZY_BLOCKS[type as Block['type']]?.preload().catch(() => undefined);
}

/** Without the app's login component (Storybook, tests of other blocks), the login block draws nothing. */
function NoLogin() {
  return null;
}


export const BLOCK_COMPONENTS: BlockComponents = {
  heading: HeadingBlockView,
  'rich-text': RichTextBlockView,
  accordion: AccordionBlockView,
  padded: PaddedBlockView,
  container: ContainerBlockView,
  divider: DividerBlockView,
  box: BoxBlockView,
  'link-list': LinkListBlockView,
  'call-to-action': CallToActionBlockView,
  login: NoLogin,
  markets: MarketsBlockView,
  accounts: DataTableBlockView,
  products: DataTableBlockView,
  'unread-messages': UnreadMessagesBlockView,
  'customer-details': CustomerDetailsBlockView,
  postbox: PostboxBlockView,
  transactions: DataTableBlockView,
  documents: DocumentsBlockView,
  offers: OfferBlocksView,
  'offer-detail': OfferBlocksView,
  'order-form': OrderFormBlockView,
};

export function componentFor(block: Block, appBlocks: AppBlockComponents | undefined): ComponentType<BlockProps> | null {
  const component = (appBlocks as Partial<BlockComponents> | undefined)?.[block.type] ?? BLOCK_COMPONENTS[block.type];
  return (component as ComponentType<BlockProps> | undefined) ?? null;
}
