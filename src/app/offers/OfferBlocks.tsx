/**
 * The offer blocks' component (a chunk of its own: only offer pages load it). The block
 * registry (src/blocks/views.generated.ts, from the offers' and offer-detail's View.tsx) loads this app module lazily, because the blocks call the
 * product-offer service and keep their filter in the address, which is the app's business; a
 * block without the build's data (config compiled without the catalogue) draws nothing.
 */
import type { OfferDetailBlock } from '../../blocks/offer-detail/types.ts';
import type { OffersBlock } from '../../blocks/offers/types.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { OfferDetail } from './OfferDetail.tsx';
import { OfferList } from './OfferList.tsx';

export default function OfferBlocks({ block, locale, loggedIn }: BlockProps<OffersBlock | OfferDetailBlock>) {
  if (!block.data) return null;
  if (block.type === 'offers') return <OfferList block={block} data={block.data} locale={locale} />;
  return <OfferDetail data={block.data} locale={locale} loggedIn={loggedIn} />;
}
