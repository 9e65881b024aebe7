/**
 * The offer list block's component (src/blocks/offers/View.tsx re-exports it): a chunk of its
 * own, apart from the offer page's (OfferDetailBlock.tsx), so a page loads the code of the one
 * it shows. The block calls the product-offer service and keeps its filter in the address, the
 * app's business; without the build's data (config compiled without the catalogue) it draws nothing.
 */
import type { OffersBlock } from '../../blocks/offers/types.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { OfferList } from './OfferList.tsx';

export default function OfferListBlock({ block, locale }: BlockProps<OffersBlock>) {
  if (!block.data) return null;
  return <OfferList block={block} data={block.data} locale={locale} />;
}
