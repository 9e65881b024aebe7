/**
 * The data table shared by the accounts, products and bookings (src/render/page/blocks/DataTableBlock.tsx):
 * one component and one lazy chunk for the three, loaded on customer pages only.
 */
export { DataTableBlockView as View } from '../../render/page/blocks/DataTableBlock.tsx';

export const LAZY = true;
