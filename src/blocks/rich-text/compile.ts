import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'rich-text'> = (config, c, path) => ({ type: 'rich-text', tree: c.richText(config.html, [...path, 'html']) });
