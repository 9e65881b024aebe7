import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

/** Dropped when its href is unsafe. */
export const resolve: BlockResolve<'call-to-action'> = (block, r) => {
  const href = r.ctx.href(block.href);
  if (href === null) return null;
  return withId({ type: 'call-to-action', text: block.text, href, style: block.style, ...(block.newTab ? { newTab: true } : {}) }, block.id);
};
