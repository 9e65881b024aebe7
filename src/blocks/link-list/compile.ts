import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';
import { inLocale } from '../../engine/pages/locales.ts';

export const compile: BlockCompile<'link-list'> = (config, c, path) => {
  const title = c.optionalText(config.title, [...path, 'title']);
  return {
    type: 'link-list',
    ...(title !== undefined ? { title } : {}),
    links: config.links.flatMap((link, i) => {
      if (!inLocale(link.locales, c.locale)) return [];
      const at = [...path, 'links', i];
      const description = c.optionalText(link.description, [...at, 'description']);
      return [
        {
          id: link.id,
          title: c.text(link.title, [...at, 'title']),
          href: link.href,
          ...(description !== undefined ? { description } : {}),
          ...(link.newTab ? { newTab: true } : {}),
          rule: c.rule(link.when, [...at, 'when']),
          source: c.source(at),
        },
      ];
    }),
  };
};
