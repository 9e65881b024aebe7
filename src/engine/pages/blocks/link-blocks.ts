/**
 * Blocks that link: a link list and a call to action. Hrefs are made final per request, as
 * menu hrefs are (spec 2.1: locale prefix, lower case, {host}); an unsafe one is dropped.
 */
import type { BlockLink } from '../../types/blocks.ts';
import type { BlockCompile, BlockResolve } from './definition.ts';
import { withId } from './definition.ts';
import { inLocale } from '../locales.ts';
import { TRACING } from '../../resolve/tracing.ts';

export const linkListCompiler: BlockCompile<'link-list'> = (config, c, path) => {
  const title = c.optionalText(config.title, [...path, 'title']);
  return {
    type: 'link-list',
    ...(title !== undefined ? { title } : {}),
    links: config.links.flatMap((link, i) => {
      if (!inLocale(link.locales, c.locale)) return [];
      const at = [...path, 'links', i];
      const description = c.optionalText(link.description, [...at, 'description']);
      return [{
        id: link.id,
        title: c.text(link.title, [...at, 'title']),
        href: link.href,
        ...(description !== undefined ? { description } : {}),
        ...(link.newTab ? { newTab: true } : {}),
        rule: c.rule(link.when, [...at, 'when']),
        source: c.source(at),
      }];
    }),
  };
};

export const linkListResolver: BlockResolve<'link-list'> = (block, r) => {
  const links: BlockLink[] = [];
  for (const link of block.links) {
    if (!r.ctx.holds(link.rule)) {
      if (TRACING) r.ctx.note?.(link, 'rule');
      continue;
    }
    const href = r.ctx.href(link.href);
    if (TRACING) r.ctx.note?.(link, href === null ? 'unsafe-href' : 'kept');
    if (href === null) continue;
    links.push({
      id: link.id,
      title: link.title,
      href,
      ...(link.description !== undefined ? { description: link.description } : {}),
      ...(link.newTab ? { newTab: true } : {}),
    });
  }
  if (links.length === 0) return null;
  return withId({ type: 'link-list', ...(block.title !== undefined ? { title: block.title } : {}), links }, block.id);
};

export const callToActionCompiler: BlockCompile<'call-to-action'> = (config, c, path) => ({
  type: 'call-to-action',
  text: c.text(config.text, [...path, 'text']),
  href: config.href,
  style: config.style ?? 'primary',
  ...(config.newTab ? { newTab: true } : {}),
});

export const callToActionResolver: BlockResolve<'call-to-action'> = (block, r) => {
  const href = r.ctx.href(block.href);
  if (href === null) return null;
  return withId({ type: 'call-to-action', text: block.text, href, style: block.style, ...(block.newTab ? { newTab: true } : {}) }, block.id);
};
