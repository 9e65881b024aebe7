import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'offers'> = (config) => ({ type: 'offers', list: config.list });
