/**
 * The unread count's component shares a module, and so one lazy chunk, with the customer's
 * details (src/render/page/blocks/CustomerBlocks.tsx): two small views a customer page loads together.
 */
export { UnreadMessagesBlockView as View } from '../../render/page/blocks/CustomerBlocks.tsx';

export const LAZY = true;
