import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'heading'> = (config, c, path) => ({
  type: 'heading',
  level: config.level ?? 2,
  text: c.text(config.text, [...path, 'text']),
});
