/**
 * The texts of one language that a translator works on, each with its source-language text and
 * where it lives: every UI string (config/strings/<namespace>/<language>.yaml, keyed like the
 * source language's file) and every localized page text (config/pages/*.yaml: title, intro,
 * head fields, block texts) that a locale of the language shows. Export and import both call
 * this, so a unit's id means the same place on both sides.
 */
import { createHash } from 'node:crypto';
import type { LocaleEntry } from '../../src/engine/config/types.ts';
import type { PageConfig, PagesFile } from '../../src/engine/pages/config.ts';
import { pageLocales } from '../../src/engine/pages/compile.ts';
import { LOCALIZED_KEYS } from '../config/lint/pages.ts';
import { pageScopes } from '../config/lint/page-scopes.ts';
import { shownInLocale } from './shown-in-locale.ts';
import { lineOf, readYaml, stringNamespaces, yamlFiles, type YamlFile } from './config-files.ts';

export interface TextUnit {
  /** The config-relative file the translation goes into: strings/app/fr.yaml, pages/guides.yaml. */
  file: string;
  /** Unique within the file; an XML name token (strings key, or page id and path). */
  id: string;
  /** Path of the translation in the file's YAML document (it may not exist yet). */
  path: (string | number)[];
  source: string;
  /** Where the source text is: strings/app/de.yaml, or the key of the page text (de, de-de). */
  sourceFrom: string;
  target: string | undefined;
  /** Human context: the file and line and the key or JSON path. */
  location: string;
  /**
   * A page text written once for every language (a plain string): its translation turns the
   * string at `path` into a per-language map, every language that shows it keeping the string.
   */
  plain?: { path: (string | number)[]; languages: string[] };
}

export interface UnitSet {
  units: TextUnit[];
  /** Texts shown in the language that have no source-language text to translate from. */
  withoutSource: string[];
}

export function sourceHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

function isTextMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function collectUnits(configDir: string, locales: LocaleEntry[], language: string, sourceLanguage: string): UnitSet {
  const set: UnitSet = { units: [], withoutSource: [] };
  collectStrings(configDir, language, sourceLanguage, set);
  for (const file of yamlFiles(configDir, 'pages')) {
    const yaml = readYaml(configDir, file);
    if (yaml) collectPageTexts(yaml, locales, language, sourceLanguage, set);
  }
  return set;
}

function collectStrings(configDir: string, language: string, sourceLanguage: string, set: UnitSet): void {
  for (const namespace of stringNamespaces(configDir)) {
    const sourceFile = `strings/${namespace}/${sourceLanguage}.yaml`;
    const targetFile = `strings/${namespace}/${language}.yaml`;
    const source = readYaml(configDir, sourceFile);
    if (!source) continue;
    const target = readYaml(configDir, targetFile);
    const sourceData = (source.doc.toJS() ?? {}) as Record<string, unknown>;
    const targetData = (target?.doc.toJS() ?? {}) as Record<string, unknown>;
    for (const [key, text] of Object.entries(sourceData)) {
      if (typeof text !== 'string') continue;
      const translated = targetData[key];
      const line = target && typeof translated === 'string' ? lineOf(target, [key]) : lineOf(source, [key]);
      set.units.push({
        file: targetFile,
        id: key,
        path: [key],
        source: text,
        sourceFrom: sourceFile,
        target: typeof translated === 'string' ? translated : undefined,
        location: `config/${typeof translated === 'string' ? targetFile : sourceFile}:${line} key ${key}`,
      });
    }
  }
}

/**
 * A page text is the translator's when a locale of the language shows the page part it belongs
 * to. The key it goes under is the one that locale reads first (its own, then its language's).
 * A text written once for every locale (a plain string) is the translator's too, since the
 * language's visitors read it: it goes out as its own translation (what they read today), and a
 * changed translation comes back as a per-language map. A regional language (de-ch) gets its own key rather than its
 * base language's text.
 */
function collectPageTexts(yaml: YamlFile, locales: LocaleEntry[], language: string, sourceLanguage: string, set: UnitSet): void {
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
        if (typeof value === 'string' && value.trim() !== '') {
          // The text is the source language's, to translate, when locales of both languages show
          // it; one shown only where the language is spoken (a page or block for fr-fr alone, by
          // `locales` or by a `when` on the locale) is already written in it.
          const shown = scope.locales.filter((code) => shownInLocale(scope.node.when, code, languageOf.get(code)!));
          if (!shown.some((c) => languageOf.get(c) === language) || !shown.some((c) => languageOf.get(c) === sourceLanguage)) continue;
          const relative = [...scope.path, field];
          const path = ['pages', index, ...relative];
          const named = `${page.id} ${relative.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').slice(1)}`;
          const languages = [...new Set(shown.map((c) => languageOf.get(c)!))];
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
          });
          continue;
        }
        if (!isTextMap(value)) continue;
        const keys = [...new Set(shownIn.map((code) => [code, language].find((k) => typeof value[k] === 'string') ?? language))];
        const sourceKey = [sourceLanguage, ...Object.keys(value).filter((k) => languageOf.get(k) === sourceLanguage)].find((k) => typeof value[k] === 'string');
        for (const key of keys) {
          const relative = [...scope.path, field, key];
          const path = ['pages', index, ...relative];
          const named = `${page.id} ${relative.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').slice(1)}`;
          const location = `config/${yaml.file}:${lineOf(yaml, path)} page ${named}`;
          if (!sourceKey) {
            set.withoutSource.push(location);
            continue;
          }
          const target = value[key];
          set.units.push({
            file: yaml.file,
            id: [page.id, ...relative].join('.'),
            path,
            source: value[sourceKey] as string,
            sourceFrom: sourceKey,
            target: typeof target === 'string' ? target : undefined,
            location,
          });
        }
      }
    }
  });
}
