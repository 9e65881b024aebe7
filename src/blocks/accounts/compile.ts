import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'accounts'> = (config, c, path) => ({
  type: 'accounts',
  depositTypes: config.depositTypes ?? null,
  columns: config.columns,
  total: config.total === true,
  caption: c.text(config.caption, [...path, 'caption']),
  empty: c.text(config.empty, [...path, 'empty']),
});
