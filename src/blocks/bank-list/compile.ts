import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'bank-list'> = () => ({ type: 'bank-list' });
