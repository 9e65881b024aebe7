import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

export const resolve: BlockResolve<'rich-text'> = (block) => (block.tree.length === 0 ? null : withId({ type: 'rich-text', tree: block.tree }, block.id));
