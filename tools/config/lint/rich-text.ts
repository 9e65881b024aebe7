/**
 * Rich text in config (page rich-text blocks and accordion items, the footer disclaimer): where
 * each text is, which locales show it, and the links in it, each with its place in the file, so
 * that `validate` checks them like every other link (links.ts) and points into the HTML.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { LocalesFile } from '../../../src/engine/config/types.ts';
import type { PagesFile } from '../../../src/engine/pages/config.ts';
import { localizedKey } from '../../../src/engine/pages/localized.ts';
import { pageLocales } from '../../../src/engine/pages/compile.ts';
import type { ConfigFileRecord } from '../load.ts';
import { pageScopes } from './page-scopes.ts';

export interface RichTextUse {
  record: ConfigFileRecord;
  /** Path of the string (a per-language text's own entry). */
  path: JsonPath;
  html: string;
  /** The locales that show this text. */
  locales: string[];
}

export interface RichTextLink {
  href: string;
  /** Where the href is written; worked out on first ask, since a position costs a full parse of the file. */
  at: () => { line: number; col: number };
}

type DomNode = ReturnType<typeof parseDocument>['children'][number];

/** Every rich text of the valid page and footer files, with the locales that show it. */
export function richTextUses(records: ConfigFileRecord[], locales: LocalesFile['locales']): RichTextUse[] {
  const codes = locales.map((l) => l.code);
  const languageOf = new Map(locales.map((l) => [l.code, l.language]));
  const uses: RichTextUse[] = [];
  for (const record of records) {
    if (!record.valid) continue;
    const data = record.source.data as Record<string, unknown>;
    if (record.kind === 'footer' && typeof data.disclaimer === 'string') {
      uses.push({ record, path: ['disclaimer'], html: data.disclaimer, locales: [String(data.locale)] });
    } else if (record.kind === 'pages') {
      (data as unknown as PagesFile).pages.forEach((page, i) => {
        for (const scope of pageScopes(page, pageLocales(page, locales).filter((c) => codes.includes(c)))) {
          const html = scope.node.html;
          const path: JsonPath = ['pages', i, ...scope.path, 'html'];
          if (typeof html === 'string') uses.push({ record, path, html, locales: scope.locales });
          else if (html && typeof html === 'object') {
            // A per-language text: each entry is shown by the locales that pick it.
            const byKey = new Map<string, string[]>();
            for (const locale of scope.locales) {
              const key = localizedKey(html as Record<string, string>, locale, languageOf.get(locale) ?? locale);
              if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), locale]);
            }
            for (const [key, shown] of byKey) uses.push({ record, path: [...path, key], html: (html as Record<string, string>)[key]!, locales: shown });
          }
        }
      });
    }
  }
  return uses;
}

/** The links of a rich text in document order, each placed at its href in the file. */
export function richTextLinks(use: RichTextUse): RichTextLink[] {
  const hrefs = linkHrefs(use.html);
  let positions: { line: number; col: number }[] | undefined;
  // Each href is looked for after the one before it, so all are placed at once.
  const place = () => {
    const start = use.record.source.locate(use.path);
    let from = start;
    return hrefs.map((href) => {
      // The href as written (a YAML escape or an HTML entity in it: the text's start instead).
      const found = href === '' ? null : use.record.source.find(new RegExp(escapeRegExp(href)), from);
      if (found) from = { line: found.line, col: found.col + 1 };
      return found ?? start;
    });
  };
  return hrefs.map((href, i) => ({ href, at: () => (positions ??= place())[i]! }));
}

/** The href of every <a> in the text, decoded as a browser reads it. */
function linkHrefs(html: string): string[] {
  const hrefs: string[] = [];
  const stack: DomNode[] = [...parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!DomUtils.isTag(node)) continue;
    const href = node.attribs['href'];
    if (node.name === 'a' && href !== undefined) hrefs.push(href.trim());
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return hrefs;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
