/**
 * A translated XLIFF file back into the config: each unit is matched by file and id with the
 * texts the config has today (the export's own walk, units.ts), and its translation written
 * where the text goes when the source text is still the one it was made for. Units without a
 * translation are listed as untranslated; units whose source text changed since the export are
 * listed as outdated and not written; units whose place is gone are listed and not written.
 * A translation equal to the current text writes nothing, so a round trip changes no byte.
 */
import { existsSync, lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { TranslationError, insideConfig, readLocales } from './config-files.ts';
import { collectUnits, sourceHash, type TextUnit } from './units.ts';
import { setTexts, type TextEdit } from './yaml-edit.ts';
import type { ReadXliff } from './xliff-read.ts';

export interface ImportReport {
  written: { file: string; id: string }[];
  untranslated: { location: string; id: string }[];
  outdated: { location: string; id: string }[];
  unknown: { file: string; id: string }[];
  /** Translations whose {{placeholders}} differ from the source's: the UI would show a gap or a raw {{name}}. */
  placeholders: { location: string; id: string; source: string[]; target: string[] }[];
  files: string[];
}

/** The i18next interpolations of a text ({{name}}), sorted: order may change in a translation. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!).sort();
}

const STRINGS_SCHEMA_LINE = '# yaml-language-server: $schema=../../../schemas/strings.schema.json\n';

/** The edit a translation makes: the text at its key, or a plain string split into one per language. */
function textEdit(unit: TextUnit, value: string): TextEdit {
  if (!unit.plain) return { path: unit.path, value };
  const language = unit.path[unit.path.length - 1] as string;
  const texts = Object.fromEntries(unit.plain.languages.filter((l) => l !== language).map((l) => [l, unit.source]));
  return { path: unit.plain.path, map: { ...texts, [language]: value } };
}

export function importXliff(configDir: string, xliff: ReadXliff, options: { dryRun?: boolean } = {}): ImportReport {
  const locales = readLocales(configDir);
  const languages = new Set(locales.map((l) => l.language));
  for (const code of [xliff.language, xliff.sourceLanguage]) {
    if (!languages.has(code)) throw new TranslationError(`the file is for language "${code}", which no locale of config/markets/locales.yaml speaks (${[...languages].join(', ')})`);
  }
  const current = new Map<string, TextUnit>();
  for (const unit of collectUnits(configDir, locales, xliff.language, xliff.sourceLanguage).units) current.set(`config/${unit.file}\n${unit.id}`, unit);

  const report: ImportReport = { written: [], untranslated: [], outdated: [], unknown: [], placeholders: [], files: [] };
  const edits = new Map<string, { unit: TextUnit; value: string }[]>();
  for (const file of xliff.files) {
    for (const read of file.units) {
      const unit = current.get(`${file.original}\n${read.id}`);
      if (!unit) {
        report.unknown.push({ file: file.original, id: read.id });
        continue;
      }
      // Without a hash (a file from elsewhere) the exported source text itself is compared.
      const madeFor = read.hash ?? sourceHash(read.source);
      if (madeFor !== sourceHash(unit.source)) {
        report.outdated.push({ location: unit.location, id: read.id });
        continue;
      }
      if (read.target === undefined) {
        report.untranslated.push({ location: unit.location, id: read.id });
        continue;
      }
      // A text for every language translated as itself: nothing to split.
      if (read.target === unit.target || (unit.plain && read.target === unit.source)) continue;
      const expected = placeholders(unit.source);
      const found = placeholders(read.target);
      if (expected.join('\n') !== found.join('\n')) {
        report.placeholders.push({ location: unit.location, id: read.id, source: expected, target: found });
        continue;
      }
      (edits.get(unit.file) ?? edits.set(unit.file, []).get(unit.file)!).push({ unit, value: read.target });
    }
  }

  for (const [file, list] of edits) {
    const absolute = insideConfig(configDir, file);
    const exists = existsSync(absolute);
    if (exists && !lstatSync(absolute).isFile()) throw new TranslationError(`config/${file}: not a regular file`);
    const before = exists ? readFileSync(absolute, 'utf8') : STRINGS_SCHEMA_LINE;
    const text = setTexts(before, list.map(({ unit, value }) => textEdit(unit, value)), `config/${file}`);
    report.written.push(...list.map(({ unit }) => ({ file: `config/${file}`, id: unit.id })));
    if (text !== before || !exists) {
      report.files.push(`config/${file}`);
      if (!options.dryRun) writeFileSync(absolute, text);
    }
  }
  return report;
}
