import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

/** A container whose blocks are all hidden is dropped with them. */
export const resolve: BlockResolve<'container'> = (block, r) => {
  const blocks = r.blocks(block.blocks);
  return blocks.length === 0 ? null : withId({ type: 'container', blocks }, block.id);
};
