// Links inside a page's rich text (a rich-text block, an accordion item) and the footer
// disclaimer get the locale prefix and lower case like every other configured link (spec 2.1):
// `/Taxes/` on a de-de page is `/de-de/taxes/`, never `/Taxes/`.
import { describe, expect, it } from 'vitest';
import { compilePages } from '../../../src/engine/pages/compile.ts';
import { BLOCK_COMPILERS } from '../../../src/blocks/compilers.generated.ts';
import type { PagesFile } from '../../../src/engine/pages/config.ts';
import { linksForLocale, richTextTree, sanitizeRichText } from '../../../src/engine/format/rich-text.ts';
import type { RichTextNode } from '../../../src/engine/types/view-model.ts';

const LOCALES = [
  { code: 'de-de', language: 'de' },
  { code: 'en-gb', language: 'en' },
] as unknown as Parameters<typeof compilePages>[1];

function hrefs(nodes: readonly RichTextNode[]): string[] {
  return nodes.flatMap((node) => (typeof node === 'string' ? [] : [...(node.attrs.href !== undefined ? [node.attrs.href] : []), ...hrefs(node.children)]));
}

describe('rich-text links for a locale', () => {
  it('prefixes and lower-cases a relative link, once', () => {
    const options = linksForLocale('de-de');
    expect(hrefs(richTextTree('<p><a href="/Taxes/">Steuern</a> <a href="faq">FAQ</a> <a href="/de-de/Konto/">K</a></p>', options))).toEqual([
      '/de-de/taxes/',
      '/de-de/faq',
      '/de-de/konto/',
    ]);
  });

  it('keeps other hosts, mail, phone and anchors as written; {host} becomes a path on the same host', () => {
    const html =
      '<a href="https://www.Example.com/X">a</a><a href="www.example.org/Y">b</a><a href="mailto:A@B.de">c</a><a href="tel:+49">d</a><a href="#Top">e</a><a href="{host}/Kontakt/">f</a>';
    expect(hrefs(richTextTree(html, linksForLocale('en-gb')))).toEqual([
      'https://www.Example.com/X',
      'https://www.example.org/Y',
      'mailto:A@B.de',
      'tel:+49',
      '#Top',
      '/Kontakt/',
    ]);
  });

  it('still drops an unsafe link, keeping its text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>', linksForLocale('de-de'))).toBe('x');
  });

  it('a compiled page carries final links in rich-text blocks and accordion items, per locale', () => {
    const file: PagesFile = {
      pages: [
        {
          id: 'taxes-info',
          path: '/info/',
          kind: 'content',
          audience: 'public',
          locales: ['de-de', 'en-gb'],
          title: 'Info',
          body: [
            { type: 'rich-text', html: { de: '<p><a href="/Steuern/">Steuern</a></p>', en: '<p><a href="/Taxes/">Taxes</a></p>' } },
            { type: 'accordion', items: [{ key: 'a', title: 'A', html: '<p><a href="/FAQ/">FAQ</a></p>' }] },
          ],
        },
      ],
    };
    const pages = compilePages([{ file: 'x.yaml', data: file } as never], LOCALES, { prepare: () => null, sourceOf: () => null, blocks: BLOCK_COMPILERS });
    const linksOf = (locale: string) =>
      pages[locale]![0]!.blocks.flatMap((b) => (b.type === 'rich-text' ? hrefs(b.tree) : b.type === 'accordion' ? b.items.flatMap((i) => hrefs(i.tree)) : []));
    expect(linksOf('de-de')).toEqual(['/de-de/steuern/', '/de-de/faq/']);
    expect(linksOf('en-gb')).toEqual(['/en-gb/taxes/', '/en-gb/faq/']);
  });
});
