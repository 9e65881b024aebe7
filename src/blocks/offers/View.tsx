/**
 * The offer list calls the product-offer service and keeps its filter in the address: the app's
 * business, so its component is the app's (src/app/offers/OfferListBlock.tsx). Lazy: pages
 * without offers carry none of it in their first load.
 */
export { default as View } from '../../app/offers/OfferListBlock.tsx';

export const LAZY = true;
