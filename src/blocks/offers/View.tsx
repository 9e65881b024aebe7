/**
 * The offer list block's component. Its default export makes it a lazy chunk of its own (the offer
 * page's and the bank page's are others), so a page loads the code of the one it shows. It keeps
 * its filter in the address
 * and refreshes the offers from the product-offer service through the app's live offers
 * (app/offers/useLiveOffers.ts); without the build's data (config compiled without the catalogue)
 * it draws nothing.
 */
import type { OffersBlock } from './types.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { OfferList } from './OfferList.tsx';

export default function View({ block, locale }: BlockProps<OffersBlock>) {
  if (!block.data) return null;
  return <OfferList block={block} data={block.data} locale={locale} />;
}
