/** The order form's shapes: its kind in config; the paying account, texts and links in the view model. */
import type { BlockBase } from '../../engine/pages/block-base.ts';

/** What an order form places: a deposit from an offer (the address's ?offer=) or a withdrawal to the reference account. */
export type OrderFormKind = 'deposit' | 'withdrawal';
export interface OrderFormBlockConfig extends BlockBase {
  type: 'order-form';
  kind: OrderFormKind;
}
export interface CompiledOrderFormBlock {
  type: 'order-form';
  kind: OrderFormKind;
}

/** The transaction account an order form pays from (or withdraws from). */
export interface OrderFormAccount {
  id: string;
  available: number;
  currency: string;
  /** The reference account a withdrawal goes to, as shown: a valid IBAN in groups of four (spec 5), else as the customer service gives it. */
  referenceIban: string | null;
}

/**
 * A form that moves the customer's money: opening a deposit from an offer, or a
 * withdrawal to the reference account. Who may use it is decided by the page's rules (the block's
 * `when`); the form checks the amount's form only and shows what the service answers. While the
 * customer's data loads it has only the data blocks' shared skeleton fields.
 */
export interface OrderFormBlock {
  type: 'order-form';
  id?: string;
  status: 'loading' | 'ready';
  /** Always empty: the data blocks' shared loading skeleton carries it (data-blocks.ts). */
  rows: readonly never[];
  message: null;
  kind?: OrderFormKind;
  /** Null when the customer has no transaction account with a balance. */
  account?: OrderFormAccount | null;
  /** Engine strings order.form.*, placeholders left for the form to fill. */
  texts?: Readonly<Record<string, string>>;
  /** The customer message of each order-limit error code, placeholders left for the form to fill. */
  limitMessages?: Readonly<Record<string, string>>;
  /** Where the form leads on: the dashboard after success, the offers when the offer is unknown. */
  links?: { dashboard: string | null; offers: string | null };
}
