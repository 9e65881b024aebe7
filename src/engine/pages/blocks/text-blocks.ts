/** Blocks without settings of their own: heading, rich text, divider, the market list, the app-drawn login. */
import type { BlockDefinition } from './definition.ts';
import { withId } from './definition.ts';
import { resolveMarkets } from '../../resolve/markets.ts';

export const heading: BlockDefinition<'heading'> = {
  compile: (config, c, path) => ({ type: 'heading', level: config.level ?? 2, text: c.text(config.text, [...path, 'text']) }),
  resolve: (block) => withId({ type: 'heading', level: block.level, text: block.text }, block.id),
};

export const richText: BlockDefinition<'rich-text'> = {
  compile: (config, c, path) => ({ type: 'rich-text', tree: c.richText(config.html, [...path, 'html']) }),
  resolve: (block) => (block.tree.length === 0 ? null : withId({ type: 'rich-text', tree: block.tree }, block.id)),
};

export const divider: BlockDefinition<'divider'> = {
  compile: () => ({ type: 'divider' }),
  resolve: (block) => withId({ type: 'divider' }, block.id),
};

export const markets: BlockDefinition<'markets'> = {
  compile: () => ({ type: 'markets' }),
  resolve: (block, r) => {
    const list = resolveMarkets(r.ctx);
    return list.length === 0 ? null : withId({ type: 'markets', markets: list }, block.id);
  },
};

export const login: BlockDefinition<'login'> = {
  compile: () => ({ type: 'login' }),
  resolve: (block) => withId({ type: 'login' }, block.id),
};
