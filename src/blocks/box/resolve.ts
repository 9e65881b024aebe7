import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

/** A box whose blocks are all hidden is dropped with them. */
export const resolve: BlockResolve<'box'> = (block, r) => {
  const blocks = r.blocks(block.blocks);
  if (blocks.length === 0) return null;
  return withId({ type: 'box', ...(block.title !== undefined ? { title: block.title } : {}), blocks }, block.id);
};
