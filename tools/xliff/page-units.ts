/**
 * A page text is the translator's when a locale of the language shows the page part it belongs
 * to. The key it goes under is the one that locale reads first (its own, then its language's).
 * A text written once for every locale (a plain string) is the translator's too, since the
 * language's visitors read it: it goes out as its own translation (what they read today), and a
 * changed translation comes back as a per-language map. A regional language (de-ch) gets its own
 * key rather than its base language's text. A text written only for the language's locales (a
 * page or block for fr-fr alone, by `locales` or by a `when` on the locale; a map with only
 * en-gb and en-ie keys) has no source-language text: it goes out with itself as the source.
 */
import type { LocaleEntry } from '../../src/engine/config/types.ts';
import type { PageConfig, PagesFile } from '../../src/engine/pages/config.ts';
import { pageLocales } from '../../src/engine/pages/compile.ts';
import { LOCALIZED_KEYS } from '../config/lint/pages.ts';
import { pageScopes } from '../config/lint/page-scopes.ts';
import { shownInLocale } from './shown-in-locale.ts';
import { lineOf, type YamlFile } from './config-files.ts';
import type { FoundSet } from './unit-types.ts';

function isTextMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function collectPageTexts(yaml: YamlFile, locales: LocaleEntry[], language: string, sourceLanguage: string, set: FoundSet): void {
  const languageOf = new Map(locales.map((l) => [l.code, l.language]));
  const pages = (yaml.doc.toJS() as PagesFile | null)?.pages;
  if (!Array.isArray(pages)) return;
  pages.forEach((page: PageConfig, index) => {
    if (!page || typeof page.id !== 'string') return;
    const codes = pageLocales(page, locales).filter((c) => languageOf.has(c));
    for (const scope of pageScopes(page, codes)) {
      const shownIn = scope.locales.filter((c) => languageOf.get(c) === language);
      if (shownIn.length === 0) continue;
      for (const [field, value] of Object.entries(scope.node)) {
        if (!LOCALIZED_KEYS.has(field)) continue;
        const relative = [...scope.path, field];
        const path = ['pages', index, ...relative];
        const named = `${page.id} ${relative
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
          .join('')
          .slice(1)}`;
        if (typeof value === 'string' && value.trim() !== '') {
          const shown = scope.locales.filter((code) => shownInLocale(scope.node.when, code, languageOf.get(code)!));
          const languages = [...new Set(shown.map((c) => languageOf.get(c)!))];
          if (!languages.includes(language)) continue;
          if (languages.length === 1) {
            // Shown only where the language is spoken: written in it, revised where it is.
            set.units.push({
              file: yaml.file,
              id: [page.id, ...relative].join('.'),
              path,
              source: value,
              sourceFrom: `${language} only`,
              target: value,
              location: `config/${yaml.file}:${lineOf(yaml, path)} page ${named} (one text, shown in ${language} only)`,
              ownSource: true,
            });
            continue;
          }
          set.units.push({
            file: yaml.file,
            // The id the text keeps once translated (the map's key for the language).
            id: [page.id, ...relative, language].join('.'),
            path: [...path, language],
            source: value,
            sourceFrom: 'every language',
            // What the language's visitors read today: translated, until the translator changes it.
            target: value,
            location: `config/${yaml.file}:${lineOf(yaml, path)} page ${named} (one text for every language)`,
            plain: { path, languages },
            // Shown to other languages but not the source language's: no source text but itself.
            ...(languages.includes(sourceLanguage) ? {} : { ownSource: true as const }),
          });
          continue;
        }
        if (!isTextMap(value)) continue;
        const keys = [...new Set(shownIn.map((code) => [code, language].find((k) => typeof value[k] === 'string') ?? language))];
        const sourceKey = [sourceLanguage, ...Object.keys(value).filter((k) => languageOf.get(k) === sourceLanguage)].find((k) => typeof value[k] === 'string');
        for (const key of keys) {
          const keyPath = [...path, key];
          const location = `config/${yaml.file}:${lineOf(yaml, keyPath)} page ${named}.${key}`;
          const target = value[key];
          const own = sourceKey === undefined && typeof target === 'string';
          if (sourceKey === undefined && !own) {
            set.withoutSource.push(location);
            continue;
          }
          set.units.push({
            file: yaml.file,
            id: [page.id, ...relative, key].join('.'),
            path: keyPath,
            source: own ? (target as string) : (value[sourceKey!] as string),
            sourceFrom: own ? key : sourceKey!,
            target: typeof target === 'string' ? target : undefined,
            location,
            ...(own ? { ownSource: true as const } : {}),
          });
        }
      }
    }
  });
}
