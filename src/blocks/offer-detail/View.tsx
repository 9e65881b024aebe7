/** Drawn by the app's offer components, as the offer list is (src/blocks/offers/View.tsx says why). */
export { default as View } from '../../app/offers/OfferBlocks.tsx';

export const LAZY = true;
