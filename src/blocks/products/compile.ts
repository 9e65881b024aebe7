import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'products'> = (config, c, path) => ({
  type: 'products',
  families: config.families ?? null,
  caption: c.text(config.caption, [...path, 'caption']),
  empty: c.text(config.empty, [...path, 'empty']),
});
