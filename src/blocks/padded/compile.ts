import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'padded'> = (config, c, path) => ({
  type: 'padded',
  background: config.background ?? 'none',
  blocks: c.blocks(config.blocks, [...path, 'blocks']),
});
