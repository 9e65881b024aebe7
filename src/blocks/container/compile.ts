import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'container'> = (config, c, path) => ({ type: 'container', blocks: c.blocks(config.blocks, [...path, 'blocks']) });
