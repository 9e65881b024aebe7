import type { BlockForSubject } from '../../engine/pages/blocks/definition.ts';
import { bankDataFor } from '../../engine/offers/banks.ts';

/** One bank's page carries that bank's offers alone in its HTML, not every offer of the locale. */
export const forSubject: BlockForSubject<'bank-profile'> = (block, key) => (block.data ? { ...block, data: bankDataFor(block.data, key) } : block);
