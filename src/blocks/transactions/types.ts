/** The transactions block's shapes: no settings; one page of bookings as a table in the view model. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { DataTable, TableColumn } from '../../engine/types/blocks.ts';

export interface TransactionsBlockConfig extends BlockBase {
  type: 'transactions';
}
export interface CompiledTransactionsBlock {
  type: 'transactions';
}

/** A link to another page of a paged list (the same page with `?page=`). */
export interface PageLink {
  href: string;
  text: string;
}

/** Paging of a list: its name, where the customer is ("page 2 of 3"), and the links around. */
export interface Paging {
  label: string;
  status: string;
  previous: PageLink | null;
  next: PageLink | null;
}

/**
 * The transaction account's bookings: a table (date, description, amount, balance after it),
 * newest first, one page of them. While loading it has no table fields yet.
 */
export interface TransactionsBlock extends Omit<DataTable<'transactions'>, 'type' | 'caption' | 'columns' | 'total' | 'placeholderRows'> {
  type: 'transactions';
  caption?: string;
  columns?: TableColumn[];
  total?: null;
  placeholderRows?: number;
  /** Null when every booking fits on one page. */
  paging?: Paging | null;
  /** The retry button's text of the fetch-error state. */
  retry?: string;
}
