import type { BlockForSubject } from '../../engine/pages/blocks/definition.ts';
import { offerDataFor } from '../../engine/offers/block-data.ts';

/** One offer's page carries that offer alone in its HTML, not every offer of the locale. */
export const forSubject: BlockForSubject<'offer-detail'> = (block, key) => (block.data ? { ...block, data: offerDataFor(block.data, key) } : block);
