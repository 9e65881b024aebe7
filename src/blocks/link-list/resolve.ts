import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import { TRACING } from '../../engine/resolve/tracing.ts';
import type { BlockLink } from './types.ts';

/** The links whose rule holds, their hrefs made final; an unsafe one is dropped, and a list without links. */
export const resolve: BlockResolve<'link-list'> = (block, r) => {
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
