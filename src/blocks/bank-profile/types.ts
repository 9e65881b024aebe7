/** One bank's shapes: no settings in config (the bank is the path's last segment); the build's offers once built. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { OfferBlockData } from '../../engine/offers/block-data-types.ts';

/** One partner bank (the last segment of the page's path): its country, deposit guarantee and offers. */
export interface BankProfileBlockConfig extends BlockBase {
  type: 'bank-profile';
}
export interface CompiledBankProfileBlock {
  type: 'bank-profile';
  data?: OfferBlockData;
}
/** One bank, drawn by the app's offer components with the offers it lists. */
export interface BankProfileBlock {
  type: 'bank-profile';
  id?: string;
  data?: OfferBlockData;
}
