/**
 * The texts of one language that a translator works on, each with its source-language text and
 * where it lives: every UI string (config/strings/<namespace>/<language>.yaml, keyed like the
 * source language's file), every localized page text (config/pages/*.yaml: title, intro, head
 * fields, block texts) that a locale of the language shows, and every menu and footer label of
 * the language's locales (config/menus|footers/<locale>.yaml, label-units.ts). A text written
 * only for the language (a plural form the source language lacks, a block for fr-fr alone, a
 * de-ch menu item) has no source-language text: it goes out with itself as the source, so the
 * translator may revise it. Export and import both call this, so a unit's id means the same
 * place on both sides.
 */
import { createHash } from 'node:crypto';
import type { LocaleEntry } from '../../src/engine/config/types.ts';
import { lineOf, readYaml, stringNamespaces, yamlFiles } from './config-files.ts';
import { collectLabels } from './label-units.ts';
import { collectPageTexts } from './page-units.ts';

export type { TextUnit, FoundUnit, UnitSet, ReadConfig, FoundSet } from './unit-types.ts';
import type { FoundSet, ReadConfig, UnitSet } from './unit-types.ts';

/** Reads a config-relative YAML file, noting its text in the set. */

export function sourceHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

/** The hash of the translation the config holds, 'none' when it has none yet. */
export function targetHash(text: string | undefined): string {
  return text === undefined ? 'none' : sourceHash(text);
}

export function collectUnits(configDir: string, locales: LocaleEntry[], language: string, sourceLanguage: string): UnitSet {
  const set: FoundSet = { units: [], withoutSource: [], duplicates: [], texts: new Map() };
  const read: ReadConfig = (file) => {
    const yaml = readYaml(configDir, file);
    if (!set.texts.has(file)) set.texts.set(file, yaml?.text ?? null);
    return yaml;
  };
  collectStrings(configDir, read, language, sourceLanguage, set);
  for (const file of yamlFiles(configDir, 'pages')) {
    const yaml = read(file);
    if (yaml) collectPageTexts(yaml, locales, language, sourceLanguage, set);
  }
  collectLabels(read, locales, language, sourceLanguage, set);
  return { ...set, units: set.units.map((unit) => ({ ...unit, configTargetHash: targetHash(unit.target) })) };
}

function collectStrings(configDir: string, read: ReadConfig, language: string, sourceLanguage: string, set: FoundSet): void {
  for (const namespace of stringNamespaces(configDir)) {
    const sourceFile = `strings/${namespace}/${sourceLanguage}.yaml`;
    const targetFile = `strings/${namespace}/${language}.yaml`;
    const source = read(sourceFile);
    const target = read(targetFile);
    const sourceData = (source?.doc.toJS() ?? {}) as Record<string, unknown>;
    const targetData = (target?.doc.toJS() ?? {}) as Record<string, unknown>;
    for (const [key, text] of Object.entries(sourceData)) {
      if (typeof text !== 'string') continue;
      const translated = targetData[key];
      const line = target && typeof translated === 'string' ? lineOf(target, [key]) : lineOf(source!, [key]);
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
    // Keys only the language has (its plural forms, say reviewsSummary_many): their own source.
    for (const [key, text] of Object.entries(targetData)) {
      if (typeof text !== 'string' || typeof sourceData[key] === 'string') continue;
      set.units.push({
        file: targetFile,
        id: key,
        path: [key],
        source: text,
        sourceFrom: targetFile,
        target: text,
        location: `config/${targetFile}:${lineOf(target!, [key])} key ${key}`,
        ownSource: true,
      });
    }
  }
}
