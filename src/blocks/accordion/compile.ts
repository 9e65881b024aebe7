import type { BlockCompile } from '../../engine/pages/blocks/definition.ts';
import { inLocale } from '../../engine/pages/locales.ts';

export const compile: BlockCompile<'accordion'> = (config, c, path) => ({
  type: 'accordion',
  items: config.items.flatMap((item, i) =>
    !inLocale(item.locales, c.locale)
      ? []
      : [
          {
            key: item.key,
            title: c.text(item.title, [...path, 'items', i, 'title']),
            tree: c.richText(item.html, [...path, 'items', i, 'html']),
            defaultExpanded: item.defaultExpanded === true,
            rule: c.rule(item.when, [...path, 'items', i, 'when']),
          },
        ],
  ),
});
