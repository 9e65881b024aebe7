/**
 * A translated XLIFF file back into the config: each unit is matched by file and id with the
 * texts the config has today (the export's own walk, units.ts), and its translation written
 * where the text goes. Nothing made since the export is overwritten: a unit whose source text
 * changed since the export (outdated) or whose translation in the config was edited after it
 * (edited) is refused and not written, unless `force`. Units without a translation are listed
 * as untranslated; units whose place is gone, and translations that lost a {{placeholder}}, are
 * listed and not written. A translation equal to the current text writes nothing, so a round
 * trip changes no byte, and importing the same file twice finds nothing to refuse the second time.
 *
 * Tools drop what they do not know: a <file>'s `original`, the notes' categories, the portal's
 * metadata. The unit id, which every tool keeps, names one text of the language and the hash of
 * its translation at export (unit-ids.ts), so such a file imports as safely as the export itself;
 * only a file whose units cannot be told apart is refused, whole, before anything is written
 * (XliffFileError).
 */
import { chmodSync, existsSync, lstatSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { TranslationError, insideConfig, readLocales } from './config-files.ts';
import type { LocaleEntry } from '../../src/engine/config/types.ts';
import { collectUnits, sourceHash, targetHash, type TextUnit } from './units.ts';
import { exportName, parseExportId, sameTargetHash } from './unit-ids.ts';
import { setTexts, type TextEdit } from './yaml-edit.ts';
import type { ReadUnit, ReadXliff } from './xliff-read.ts';

/** The XLIFF file cannot be applied as it is (bad input, exit 2), as opposed to a config problem. */
export class XliffFileError extends TranslationError {}

interface Place {
  location: string;
  id: string;
  /** The config file, config/strings/app/fr.yaml. */
  file: string;
}

export interface ImportReport {
  written: { file: string; id: string }[];
  untranslated: Place[];
  /** Refused: the source text changed since the export. */
  outdated: Place[];
  /** Refused: the config's translation was edited after the export; writing would overwrite it. */
  edited: Place[];
  /** Written over an outdated source or an edit, because of `force`. */
  forced: (Place & { reason: 'outdated' | 'edited' })[];
  unknown: { file: string; id: string }[];
  /** Translations whose {{placeholders}} differ from the source's: the UI would show a gap or a raw {{name}}. */
  placeholders: (Place & { source: string[]; target: string[] })[];
  /** Files another import or an editor changed while this import ran: not written, run it again. */
  changed: string[];
  files: string[];
}

/**
 * Writes `text` over a file that still holds `before` (null: still absent), through a temporary
 * file renamed into place, so no reader ever sees half a file. False when the file changed.
 */
function replaceIfUnchanged(absolute: string, before: string | null, text: string): boolean {
  const temporary = `${absolute}.${process.pid}.xliff-import`;
  writeFileSync(temporary, text);
  if (before !== null) chmodSync(temporary, statSync(absolute).mode);
  const now = existsSync(absolute) ? readFileSync(absolute, 'utf8') : null;
  if (now !== before) {
    unlinkSync(temporary);
    return false;
  }
  renameSync(temporary, absolute);
  return true;
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

/**
 * The config language a file's language tag stands for: the language itself in any case, or a
 * locale's (tools often write the locale, fr-FR for fr, de-AT for de).
 */
function configLanguage(code: string, locales: LocaleEntry[]): string {
  const lower = code.toLowerCase();
  const found = locales.find((l) => l.language.toLowerCase() === lower) ?? locales.find((l) => l.code.toLowerCase() === lower);
  if (!found)
    throw new TranslationError(
      `the file is for language "${code}", which no locale of config/markets/locales.yaml speaks (${[...new Set(locales.map((l) => l.language))].join(', ')})`,
    );
  return found.language;
}

/**
 * Today's unit of each read unit. A current export's id names the text across all files
 * (unit-ids.ts); an older export's id names it within its <file>, found by file and id, or, for a
 * <file> without original, by id alone. When several texts still fit (an older export whose
 * tool dropped `original`, two namespaces with one key), the location note names the file;
 * when it does not, the whole import is refused, since a guess could write into the wrong file.
 */
function matcher(units: TextUnit[]) {
  const byPlace = new Map<string, TextUnit>();
  const byId = new Map<string, TextUnit[]>();
  const byName = new Map<string, TextUnit[]>();
  const add = (map: Map<string, TextUnit[]>, key: string, unit: TextUnit) => (map.get(key) ?? map.set(key, []).get(key)!).push(unit);
  for (const unit of units) {
    byPlace.set(`config/${unit.file}\n${unit.id}`, unit);
    add(byId, unit.id, unit);
    add(byName, exportName(unit), unit);
  }
  const one = (found: TextUnit[], read: ReadUnit): TextUnit | undefined => {
    if (found.length <= 1) return found[0];
    const noted = found.filter((u) => read.location?.startsWith(`config/${u.file}:`));
    if (noted.length === 1) return noted[0];
    const files = found.map((u) => `config/${u.file}`);
    throw new XliffFileError(
      `unit ${read.id} is in a <file> without original, and ${found.length} texts have that id (${files.join(', ')}), which its location note does not tell apart: export again (the export's ids name one text each), or give the <file> its original attribute`,
    );
  };
  return (original: string | undefined, read: ReadUnit): TextUnit | undefined => {
    const id = parseExportId(read.id);
    if ('name' in id)
      return one(
        (byName.get(id.name) ?? []).filter((u) => original === undefined || `config/${u.file}` === original),
        read,
      );
    if (original !== undefined) return byPlace.get(`${original}\n${id.legacy}`);
    return one(byId.get(id.legacy) ?? [], read);
  };
}

/** The hash of the config's translation at export: the metadata's, or, when a tool dropped it, the id's. */
function exportedTargetHash(read: ReadUnit): string | undefined {
  if (read.targetHash) return read.targetHash;
  const id = parseExportId(read.id);
  return 'targetHash' in id ? id.targetHash : undefined;
}

export function importXliff(configDir: string, xliff: ReadXliff, options: { dryRun?: boolean; force?: boolean } = {}): ImportReport {
  const locales = readLocales(configDir);
  const language = configLanguage(xliff.language, locales);
  const sourceLanguage = configLanguage(xliff.sourceLanguage, locales);
  const collected = collectUnits(configDir, locales, language, sourceLanguage);
  const find = matcher(collected.units);

  const report: ImportReport = { written: [], untranslated: [], outdated: [], edited: [], forced: [], unknown: [], placeholders: [], changed: [], files: [] };
  const edits = new Map<string, { unit: TextUnit; value: string }[]>();
  // Every unit is matched before anything is written: an ambiguous one refuses the whole file.
  const matched = xliff.files.flatMap((file) => file.units.map((read) => ({ file, read, unit: find(file.original, read) })));
  const seen = new Set<TextUnit>();
  for (const { read, unit } of matched) {
    if (!unit) continue;
    // Two translations of one text: which one the translator meant cannot be told.
    if (seen.has(unit)) throw new XliffFileError(`unit ${read.id} of config/${unit.file} is in the file twice: keep one`);
    seen.add(unit);
  }
  for (const { file, read, unit } of matched) {
    if (!unit) {
      report.unknown.push({ file: file.original ?? '(a <file> without original)', id: read.id });
      continue;
    }
    const place: Place = { location: unit.location, id: unit.id, file: `config/${unit.file}` };
    if (read.target === undefined) {
      report.untranslated.push(place);
      continue;
    }
    // Without a hash (a file from elsewhere) the exported source text itself is compared. A text
    // that is its own source changes only by being edited: the edit check below covers it.
    const outdated = !unit.ownSource && (read.hash ?? sourceHash(read.source)) !== sourceHash(unit.source);
    if (outdated && !options.force) {
      report.outdated.push(place);
      continue;
    }
    // A text for every language translated as itself: nothing to split.
    if (read.target === unit.target || (unit.plain && read.target === unit.source)) continue;
    // Where the config has no text (now), writing overwrites nothing. Where it has one: if the
    // translator left the exported text as it was, there is nothing of theirs to write, and an
    // edit made in the config since then stays; else an edit since then is not overwritten.
    const exported = exportedTargetHash(read);
    const untouched = exported !== undefined && sameTargetHash(exported, targetHash(read.target));
    if (unit.target !== undefined && untouched) continue;
    // Without the export's hash of the translation (an older export stripped by a tool), only an
    // own-source text can tell an edit: its exported source is its translation at export.
    const edited =
      unit.target !== undefined &&
      (exported !== undefined
        ? !sameTargetHash(exported, unit.configTargetHash)
        : unit.ownSource === true && (read.hash ?? sourceHash(read.source)) !== sourceHash(unit.source));
    if (edited && !options.force) {
      report.edited.push(place);
      continue;
    }
    const expected = placeholders(unit.source);
    const found = placeholders(read.target);
    if (expected.join('\n') !== found.join('\n')) {
      report.placeholders.push({ ...place, source: expected, target: found });
      continue;
    }
    if (outdated || edited) report.forced.push({ ...place, reason: outdated ? 'outdated' : 'edited' });
    (edits.get(unit.file) ?? edits.set(unit.file, []).get(unit.file)!).push({ unit, value: read.target });
  }

  for (const [file, list] of edits) {
    const absolute = insideConfig(configDir, file);
    const exists = existsSync(absolute);
    if (exists && !lstatSync(absolute).isFile()) throw new TranslationError(`config/${file}: not a regular file`);
    const before = exists ? readFileSync(absolute, 'utf8') : null;
    // The units were matched against the file as it was read at the start: if another import or
    // an editor changed it since, the checks above no longer hold for it.
    if (before !== (collected.texts.get(file) ?? null)) {
      report.changed.push(`config/${file}`);
      continue;
    }
    const text = setTexts(
      before ?? STRINGS_SCHEMA_LINE,
      list.map(({ unit, value }) => textEdit(unit, value)),
      `config/${file}`,
    );
    if (text !== before) {
      if (!options.dryRun && !replaceIfUnchanged(absolute, before, text)) {
        report.changed.push(`config/${file}`);
        continue;
      }
      report.files.push(`config/${file}`);
    }
    report.written.push(...list.map(({ unit }) => ({ file: `config/${file}`, id: unit.id })));
  }
  return report;
}
