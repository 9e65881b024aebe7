/**
 * What the data-bound page blocks' view models share (DESIGN.md `page.blocks`): their status,
 * the message of the empty and error states, formatted amounts and the data table (accounts,
 * products, bookings). Each block type's own view-model shape is in its folder
 * (src/blocks/<type>/types.ts), the union of them is `Block` (src/blocks/types.generated.ts).
 * Formatted by the engine: the renderer draws them without deciding anything.
 */
import type { Amount } from './values.ts';

/**
 * What a data-bound block can show (spec 8): the data, an empty state, a skeleton while the
 * calls run, or why the data is missing.
 */
export type DataStatus = 'ready' | 'empty' | 'loading' | 'maintenance' | 'fetch-error';

/** A message for the empty, maintenance and fetch-error states. */
export interface DataMessage {
  title: string;
  text: string;
}

/** An amount with its text, formatted by the engine for the page locale (Intl, spec 9). */
export interface Money extends Amount {
  text: string;
}

export interface TableCell {
  text: string;
  /** Set for amounts: renderers right-align them and mark negative ones. */
  amount?: Money;
}

export interface TableColumn {
  key: string;
  label: string;
  numeric: boolean;
}

export interface TableRow {
  id: string;
  cells: TableCell[];
}

/** A table of the customer's data (the accounts and products blocks; the bookings' table builds on it). */
export interface DataTable<T extends string> {
  type: T;
  id?: string;
  status: DataStatus;
  caption: string;
  message: DataMessage | null;
  columns: TableColumn[];
  rows: TableRow[];
  /** Total of the current balances, one amount per currency; null when not asked for or nothing to add. */
  total: null | { label: string; amounts: Money[]; note: string | null };
  /** Rows kept while loading, so the skeleton reserves the table's height. */
  placeholderRows: number;
}

/** The customer's accounts (accounts block) or products (products block) as a table. */
export type DataTableBlock = DataTable<'accounts'> | DataTable<'products'>;
