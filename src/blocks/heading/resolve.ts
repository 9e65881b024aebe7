import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

export const resolve: BlockResolve<'heading'> = (block) => withId({ type: 'heading', level: block.level, text: block.text }, block.id);
