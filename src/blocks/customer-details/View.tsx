/**
 * The customer's details' component shares a module, and so one lazy chunk, with the unread
 * count (src/render/page/blocks/CustomerBlocks.tsx): two small views a customer page loads together.
 */
export { CustomerDetailsBlockView as View } from '../../render/page/blocks/CustomerBlocks.tsx';

export const LAZY = true;
