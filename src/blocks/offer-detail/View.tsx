/**
 * The offer page's block component. Its default export makes it a lazy chunk of its own, apart
 * from the offer list's. Without the build's data (config compiled without the catalogue) it
 * draws nothing.
 */
import type { OfferDetailBlock } from './types.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { OfferDetail } from './OfferDetail.tsx';

export default function View({ block, locale, loggedIn }: BlockProps<OfferDetailBlock>) {
  if (!block.data) return null;
  return <OfferDetail data={block.data} locale={locale} loggedIn={loggedIn} />;
}
