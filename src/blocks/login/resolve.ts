import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

export const resolve: BlockResolve<'login'> = (block) => withId({ type: 'login' }, block.id);
