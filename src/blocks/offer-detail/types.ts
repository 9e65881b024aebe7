/** One offer's shapes: no settings in config (the offer is the path's last segment); the build's data once built. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { OfferBlockData } from '../../engine/offers/block-data-types.ts';

/** One offer (the last segment of the page's path) with its terms, guarantee, calculator and next step. */
export interface OfferDetailBlockConfig extends BlockBase {
  type: 'offer-detail';
}
export interface CompiledOfferDetailBlock {
  type: 'offer-detail';
  data?: OfferBlockData;
}
/** One offer, drawn by the app's offer components as the offer list is. */
export interface OfferDetailBlock {
  type: 'offer-detail';
  id?: string;
  data?: OfferBlockData;
}
