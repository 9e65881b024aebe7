/** The products block's shapes: which product families in config; a table in the view model. */
import type { BlockBase, Localized } from '../../engine/pages/block-base.ts';
import type { DataTable } from '../../engine/types/blocks.ts';

export type ProductFamily = 'wealth-management' | 'money-market' | 'robo-advisor' | 'rurup-pension' | 'other';

export interface ProductsBlockConfig extends BlockBase {
  type: 'products';
  families?: ProductFamily[];
  caption: Localized;
  empty: Localized;
}
export interface CompiledProductsBlock {
  type: 'products';
  families: ProductFamily[] | null;
  caption: string;
  empty: string;
}
/** The customer's products as a table (the data table shared with accounts and bookings). */
export type ProductsBlock = DataTable<'products'>;
