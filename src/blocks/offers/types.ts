/** An offer list's shapes: the list's name in config; the build's offers, selection and texts once built. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { OfferBlockData } from '../../engine/offers/block-data-types.ts';

/** The offers a page lists (config/offers/selection.yaml's entry `list`), with filters, sort and a calculator. */
export interface OffersBlockConfig extends BlockBase {
  type: 'offers';
  list: string;
}
/** `data`: written in by the build (offers/block-data.ts); absent where config is compiled without the catalogue. */
export interface CompiledOffersBlock {
  type: 'offers';
  list: string;
  data?: OfferBlockData;
}
/**
 * An offer list: the build's offers, selection and texts (`data`, absent where config
 * was compiled without the catalogue). The offer components (the offer blocks' View.tsx, a chunk
 * each) draw it through the engine's offer functions, so a page without offers carries none of that code.
 */
export interface OffersBlock {
  type: 'offers';
  id?: string;
  list: string;
  data?: OfferBlockData;
}
