/**
 * The offer blocks call the product-offer service and keep their filter in the address: the
 * app's business, so their component is the app's (src/app/offers/OfferBlocks.tsx, shared with
 * offer-detail). Lazy: pages without offers carry none of it in their first load.
 */
export { default as View } from '../../app/offers/OfferBlocks.tsx';

export const LAZY = true;
