import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';

export const compile: BlockCompile<'call-to-action'> = (config, c, path) => ({
  type: 'call-to-action',
  text: c.text(config.text, [...path, 'text']),
  href: config.href,
  style: config.style ?? 'primary',
  ...(config.newTab ? { newTab: true } : {}),
});
