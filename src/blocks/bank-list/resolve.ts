import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

/** The build wrote the banks in words (engine/offers/banks.ts): the block is its view. */
export const resolve: BlockResolve<'bank-list'> = (block) => withId({ type: 'bank-list', ...(block.data ? { data: block.data } : {}) }, block.id);
