/**
 * The offer page's block component (src/blocks/offer-detail/View.tsx re-exports it): a chunk of
 * its own, apart from the list's (OfferListBlock.tsx). Without the build's data (config compiled
 * without the catalogue) it draws nothing.
 */
import type { OfferDetailBlock as OfferDetailBlockData } from '../../blocks/offer-detail/types.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { OfferDetail } from './OfferDetail.tsx';

export default function OfferDetailBlock({ block, locale, loggedIn }: BlockProps<OfferDetailBlockData>) {
  if (!block.data) return null;
  return <OfferDetail data={block.data} locale={locale} loggedIn={loggedIn} />;
}
