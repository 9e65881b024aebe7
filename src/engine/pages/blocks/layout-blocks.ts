/**
 * Blocks that hold other blocks (spec 2.9): padded band, centred container, bordered box, and
 * the accordion. A layout block whose children are all hidden is dropped with them.
 */
import type { BlockCompile, BlockResolve } from './definition.ts';
import { withId } from './definition.ts';
import { inLocale } from '../locales.ts';

export const paddedCompiler: BlockCompile<'padded'> = (config, c, path) => ({ type: 'padded', background: config.background ?? 'none', blocks: c.blocks(config.blocks, [...path, 'blocks']) });

export const paddedResolver: BlockResolve<'padded'> = (block, r) => {
  const blocks = r.blocks(block.blocks);
  return blocks.length === 0 ? null : withId({ type: 'padded', background: block.background, blocks }, block.id);
};

export const containerCompiler: BlockCompile<'container'> = (config, c, path) => ({ type: 'container', blocks: c.blocks(config.blocks, [...path, 'blocks']) });

export const containerResolver: BlockResolve<'container'> = (block, r) => {
  const blocks = r.blocks(block.blocks);
  return blocks.length === 0 ? null : withId({ type: 'container', blocks }, block.id);
};

export const boxCompiler: BlockCompile<'box'> = (config, c, path) => {
  const title = c.optionalText(config.title, [...path, 'title']);
  return { type: 'box', ...(title !== undefined ? { title } : {}), blocks: c.blocks(config.blocks, [...path, 'blocks']) };
};

export const boxResolver: BlockResolve<'box'> = (block, r) => {
  const blocks = r.blocks(block.blocks);
  if (blocks.length === 0) return null;
  return withId({ type: 'box', ...(block.title !== undefined ? { title: block.title } : {}), blocks }, block.id);
};

export const accordionCompiler: BlockCompile<'accordion'> = (config, c, path) => ({
  type: 'accordion',
  items: config.items.flatMap((item, i) => (!inLocale(item.locales, c.locale) ? [] : [{
    key: item.key,
    title: c.text(item.title, [...path, 'items', i, 'title']),
    tree: c.richText(item.html, [...path, 'items', i, 'html']),
    defaultExpanded: item.defaultExpanded === true,
    rule: c.rule(item.when, [...path, 'items', i, 'when']),
  }])),
});

export const accordionResolver: BlockResolve<'accordion'> = (block, r) => {
  const items = block.items
    .filter((item) => r.ctx.holds(item.rule))
    .map(({ key, title, tree, defaultExpanded }) => ({ key, title, tree, defaultExpanded }));
  return items.length === 0 ? null : withId({ type: 'accordion', items }, block.id);
};
