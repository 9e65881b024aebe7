/**
 * The page table as a whole (config/pages/): ids unique over every page file, the locales a page
 * lists exist, no two pages answer the same path in a locale, every locale has exactly one
 * not-found page and a home page, and every text of a page exists for every locale it has.
 */
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { LocalesFile } from '../../../src/engine/config/types.ts';
import { LANGUAGES } from '../../../src/engine/config/languages.ts';
import type { PageConfig, PagesFile } from '../../../src/engine/pages/config.ts';
import { localeKeys } from '../../../src/engine/pages/localized.ts';
import { pageLocales, pageRoute } from '../../../src/engine/pages/compile.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { pageScopes } from './page-scopes.ts';

/** Keys whose values are localized texts (schemas/common.schema.json#/$defs/localizedText). */
export const LOCALIZED_KEYS = new Set(['title', 'intro', 'text', 'html', 'caption', 'empty', 'description', 'meta_title', 'meta_description']);

export function lintPages(records: ConfigFileRecord[], configRoot: string): Problem[] {
  const problems: Problem[] = [];
  const localesRecord = records.find((r) => r.kind === 'locales' && r.valid);
  const pageRecords = records.filter((r) => r.kind === 'pages' && r.valid);
  if (!localesRecord) return problems;
  const locales = (localesRecord.source.data as LocalesFile).locales;
  const codes = new Set(locales.map((l) => l.code));
  const keys = new Set<string>([...codes, ...LANGUAGES]);
  const languageOf = new Map(locales.map((l) => [l.code, l.language]));
  const at = (record: ConfigFileRecord, path: JsonPath, code: string, message: string, key = false) => {
    const pos = record.source.locate(path, { key });
    problems.push({ file: record.file, line: pos.line, col: pos.col, code, message });
  };

  const ids = new Map<string, () => string>();
  /** locale -> comparable path -> where it was first declared. */
  const paths = new Map<string, Map<string, () => string>>();
  const notFound = new Map<string, (() => string)[]>();
  const homes = new Set<string>();
  for (const record of pageRecords) {
    (record.source.data as PagesFile).pages.forEach((page, i) => {
      // Where this page is, worked out only for a message: a position costs a full parse of the file.
      const here = () => `${record.file}:${record.source.locate(['pages', i]).line}`;
      const earlier = ids.get(page.id);
      if (earlier) at(record, ['pages', i, 'id'], 'DUPLICATE_ID', `page id "${page.id}" is already used at ${earlier()}`);
      else ids.set(page.id, here);

      if (page.notFound && page.path !== undefined)
        at(record, ['pages', i, 'path'], 'INVALID_VALUE', 'the not-found page answers every unknown path: it has no path of its own');
      if (!page.notFound && page.path === undefined)
        at(record, ['pages', i], 'MISSING_PROPERTY', `page "${page.id}" needs a path (only the not-found page has none)`);
      if (page.locales !== 'all') {
        page.locales.forEach((code, j) => {
          if (!codes.has(code)) at(record, ['pages', i, 'locales', j], 'LOCALE_MISMATCH', `locale "${code}" is not in config/markets/locales.yaml`);
        });
      }
      for (const code of pageLocales(page, locales).filter((c) => codes.has(c))) {
        const route = pageRoute(page, code, languageOf.get(code) ?? code);
        if (route.notFound) (notFound.get(code) ?? notFound.set(code, []).get(code)!).push(here);
        if (route.path === `/${code}/`) homes.add(code);
        const seen = paths.get(code) ?? paths.set(code, new Map()).get(code)!;
        for (const path of route.paths) {
          const first = seen.get(path);
          if (first) at(record, ['pages', i, 'path'], 'DUPLICATE_PATH', `${path}/ in ${code} is already the path of the page at ${first()}`);
          else seen.set(path, here);
        }
      }
      problems.push(...missingTexts(record, page, i, locales, keys));
    });
  }

  // Only when every page file loaded: a broken file may hold the page that seems missing.
  if (pageRecords.length > 0 && records.filter((r) => r.kind === 'pages').every((r) => r.valid)) {
    locales.forEach((locale, i) => {
      const found = notFound.get(locale.code) ?? [];
      if (found.length === 0)
        at(
          localesRecord,
          ['locales', i, 'code'],
          'MISSING_PAGE',
          `locale ${locale.code} has no not-found page: give one page in ${configRoot}/pages/ "notFound: true"`,
        );
      if (found.length > 1)
        at(
          localesRecord,
          ['locales', i, 'code'],
          'DUPLICATE_PATH',
          `locale ${locale.code} has ${found.length} not-found pages (${found.map((place) => place()).join(', ')}); keep one`,
        );
      if (!homes.has(locale.code))
        at(localesRecord, ['locales', i, 'code'], 'MISSING_PAGE', `locale ${locale.code} has no home page (path /) in ${configRoot}/pages/`);
    });
  }
  return problems;
}

/** Every localized text of a page must have a text for each locale the page (or the block) is for. */
function missingTexts(record: ConfigFileRecord, page: PageConfig, index: number, locales: LocalesFile['locales'], keys: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const languageOf = new Map(locales.map((l) => [l.code, l.language]));
  const codes = pageLocales(page, locales).filter((c) => languageOf.has(c));
  for (const scope of pageScopes(page, codes)) {
    for (const [key, value] of Object.entries(scope.node)) {
      // A page's path may be per language too (not a text: translation files leave it out).
      const localized = LOCALIZED_KEYS.has(key) || (key === 'path' && scope.path.length === 0);
      if (!localized || value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      const texts = value as Record<string, unknown>;
      const full = ['pages', index, ...scope.path, key];
      for (const name of Object.keys(texts)) {
        if (!keys.has(name)) {
          const pos = record.source.locate([...full, name], { key: true });
          problems.push({
            file: record.file,
            line: pos.line,
            col: pos.col,
            code: 'UNKNOWN_LANGUAGE',
            message: `"${name}" is neither a language (${LANGUAGES.join(', ')}) nor a locale`,
          });
        }
      }
      const missing = scope.locales.filter((code) => !localeKeys(code, languageOf.get(code)!).some((k) => typeof texts[k] === 'string'));
      if (missing.length > 0) {
        const pos = record.source.locate(full);
        problems.push({
          file: record.file,
          line: pos.line,
          col: pos.col,
          code: 'MISSING_TRANSLATION',
          message: `no ${key} for ${missing.join(', ')} (page "${page.id}" shows it there)`,
        });
      }
    }
  }
  return problems;
}
