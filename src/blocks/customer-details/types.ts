/** The customer-details block's shapes: which fields in config; label and value rows in the view model. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { DataMessage, DataStatus } from '../../engine/types/blocks.ts';

export type CustomerField = 'name' | 'customerNumber' | 'email' | 'phone' | 'country' | 'referenceAccount';

export interface CustomerDetailsBlockConfig extends BlockBase {
  type: 'customer-details';
  fields: CustomerField[];
}
export interface CompiledCustomerDetailsBlock {
  type: 'customer-details';
  fields: CustomerField[];
}
export interface CustomerDetailsBlock {
  type: 'customer-details';
  id?: string;
  status: DataStatus;
  rows: { key: string; label: string; value: string }[];
  message: DataMessage | null;
}
