import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

/** The items whose rule holds; an accordion without any is dropped. */
export const resolve: BlockResolve<'accordion'> = (block, r) => {
  const items = block.items.filter((item) => r.ctx.holds(item.rule)).map(({ key, title, tree, defaultExpanded }) => ({ key, title, tree, defaultExpanded }));
  return items.length === 0 ? null : withId({ type: 'accordion', items }, block.id);
};
