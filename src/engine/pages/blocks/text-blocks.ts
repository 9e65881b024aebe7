/** Blocks without settings of their own: heading, rich text, divider, the market list, the app-drawn login. */
import type { BlockCompile, BlockResolve } from './definition.ts';
import { withId } from './definition.ts';
import { resolveMarkets } from '../../resolve/markets.ts';

export const headingCompiler: BlockCompile<'heading'> = (config, c, path) => ({ type: 'heading', level: config.level ?? 2, text: c.text(config.text, [...path, 'text']) });

export const headingResolver: BlockResolve<'heading'> = (block) => withId({ type: 'heading', level: block.level, text: block.text }, block.id);

export const richTextCompiler: BlockCompile<'rich-text'> = (config, c, path) => ({ type: 'rich-text', tree: c.richText(config.html, [...path, 'html']) });

export const richTextResolver: BlockResolve<'rich-text'> = (block) => (block.tree.length === 0 ? null : withId({ type: 'rich-text', tree: block.tree }, block.id));

export const dividerCompiler: BlockCompile<'divider'> = () => ({ type: 'divider' });

export const dividerResolver: BlockResolve<'divider'> = (block) => withId({ type: 'divider' }, block.id);

export const marketsCompiler: BlockCompile<'markets'> = () => ({ type: 'markets' });

export const marketsResolver: BlockResolve<'markets'> = (block, r) => {
  const list = resolveMarkets(r.ctx);
  return list.length === 0 ? null : withId({ type: 'markets', markets: list }, block.id);
};

export const loginCompiler: BlockCompile<'login'> = () => ({ type: 'login' });

export const loginResolver: BlockResolve<'login'> = (block) => withId({ type: 'login' }, block.id);
