/** The accounts block's shapes: which accounts and columns in config; a table in the view model. */
import type { BlockBase, Localized } from '../../engine/pages/block-base.ts';
import type { DataTable } from '../../engine/types/blocks.ts';

/** Deposit types of spec 3 plus TRANSACTION, the customer's account without a deposit type. */
export type AccountKind = 'TERM' | 'FLEX' | 'OVERNIGHT' | 'NOTICE' | 'TRANSACTION';
export type AccountColumn = 'type' | 'state' | 'identifier' | 'current' | 'available' | 'reserved';

export interface AccountsBlockConfig extends BlockBase {
  type: 'accounts';
  depositTypes?: AccountKind[];
  columns: AccountColumn[];
  total?: boolean;
  caption: Localized;
  empty: Localized;
}
export interface CompiledAccountsBlock {
  type: 'accounts';
  depositTypes: AccountKind[] | null;
  columns: AccountColumn[];
  total: boolean;
  caption: string;
  empty: string;
}
/** The customer's accounts as a table (the data table shared with products and bookings). */
export type AccountsBlock = DataTable<'accounts'>;
