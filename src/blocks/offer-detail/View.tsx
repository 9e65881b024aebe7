/** Drawn by the app's offer page component (src/app/offers/OfferDetailBlock.tsx), as the offer list is (src/blocks/offers/View.tsx says why). */
export { default as View } from '../../app/offers/OfferDetailBlock.tsx';

export const LAZY = true;
