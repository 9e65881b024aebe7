import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

export const resolve: BlockResolve<'divider'> = (block) => withId({ type: 'divider' }, block.id);
