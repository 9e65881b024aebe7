/**
 * Rich text in config (page rich-text blocks and accordion items, the footer disclaimer): where
 * each text is, which locales show it, and the links in it, each with its place in the file, so
 * that `validate` checks them like every other link (links.ts) and points into the HTML.
 */
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { LocalesFile } from '../../../src/engine/config/types.ts';
import type { PagesFile } from '../../../src/engine/pages/config.ts';
import { localizedKey } from '../../../src/engine/pages/localized.ts';
import { pageLocales } from '../../../src/engine/pages/compile.ts';
import type { ConfigFileRecord } from '../load.ts';
import { pageScopes } from './page-scopes.ts';
import { htmlReadingIn } from './html-reading.ts';

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
        for (const scope of pageScopes(
          page,
          pageLocales(page, locales).filter((c) => codes.includes(c)),
        )) {
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
  const hrefs = htmlReadingIn(use.record.source, use.html).hrefs;
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

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
