import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'box'> = (config, c, path) => {
  const title = c.optionalText(config.title, [...path, 'title']);
  return { type: 'box', ...(title !== undefined ? { title } : {}), blocks: c.blocks(config.blocks, [...path, 'blocks']) };
};
