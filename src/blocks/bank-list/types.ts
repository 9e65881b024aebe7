/** The banks list's shapes: no settings in config; the build's banks once built. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { BankListData } from '../../engine/offers/bank-list-types.ts';

/** The locale's partner banks from A to Z, each linking to its page. */
export interface BankListBlockConfig extends BlockBase {
  type: 'bank-list';
}
/** `data`: written in by the build (tools/offers/offer-build.ts); absent where config is compiled without the catalogue. */
export interface CompiledBankListBlock {
  type: 'bank-list';
  data?: BankListData;
}
/** The banks, in words for the page's locale; without the build's data it draws nothing. */
export interface BankListBlock {
  type: 'bank-list';
  id?: string;
  data?: BankListData;
}
