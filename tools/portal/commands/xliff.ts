/**
 * `portal xliff export|import`: hands a language to a translator and back.
 * Export writes every UI string, page text, menu and footer label of a language, with its
 * source-language text and where it lives, as XLIFF 2.0; import writes the translations into
 * the YAML, byte for byte in place, and lists what is untranslated, gone, or missing a
 * {{placeholder}} of its source. A translation whose source changed since the export, or that
 * would overwrite an edit made after it, is refused and named on stderr, unless --force.
 * Exit 0 done; 1 when some translations could not be written (gone, placeholders) or the config
 * cannot be read; 2 bad usage, an unreadable or ambiguous XLIFF file, or a refused translation.
 * docs/translators.md says what a translator's file holds.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from '../persona.ts';
import { counted } from '../counted.ts';
import { defaultLanguage, readLocales, TranslationError } from '../../xliff/config-files.ts';
import { collectUnits } from '../../xliff/units.ts';
import { writeXliff } from '../../xliff/xliff-write.ts';
import { readXliff } from '../../xliff/xliff-read.ts';
import { importXliff, XliffFileError, type ImportReport } from '../../xliff/import.ts';

const USAGE = 'xliff export --language L [--source L] [--out FILE] [--config DIR] | xliff import FILE [--dry-run] [--force] [--config DIR]';

export function runXliff(args: string[], repoRoot: string): number {
  const [action, ...rest] = args;
  try {
    if (action === 'export') return runExport(rest, repoRoot);
    if (action === 'import') return runImport(rest, repoRoot);
  } catch (error) {
    if (!(error instanceof TranslationError)) throw error;
    process.stderr.write(`portal xliff: ${error.message}\n`);
    return 1;
  }
  throw new UsageError(`usage: ${USAGE}`);
}

function configDirOf(repoRoot: string, config: string | undefined): string {
  const dir = config ? resolvePath(config) : join(repoRoot, 'config');
  if (!existsSync(dir)) throw new UsageError(`no config folder at ${dir}`);
  return dir;
}

function runExport(args: string[], repoRoot: string): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { language: { type: 'string' }, source: { type: 'string' }, out: { type: 'string' }, config: { type: 'string' } },
  });
  if (positionals.length > 0) throw new UsageError(`xliff export takes no file names (did you mean --out ${positionals[0]}?)`);
  const configDir = configDirOf(repoRoot, values.config);
  const locales = readLocales(configDir);
  const languages = [...new Set(locales.map((l) => l.language))];
  const language = values.language;
  const source = values.source ?? defaultLanguage(configDir, locales);
  if (!language) throw new UsageError(`xliff export needs --language (one of ${languages.join(', ')})`);
  for (const code of [language, source]) {
    if (!languages.includes(code)) throw new UsageError(`"${code}" is not a language of config/markets/locales.yaml (${languages.join(', ')})`);
  }
  if (language === source) throw new UsageError(`--language and --source are both ${language}: choose another source with --source`);

  const { units, withoutSource, duplicates } = collectUnits(configDir, locales, language, source);
  const xml = writeXliff(units, source, language);
  if (values.out) writeFileSync(resolvePath(values.out), xml);
  else process.stdout.write(xml);
  const translated = units.filter((u) => u.target !== undefined).length;
  const lines = [
    `exported ${counted(units.length, 'text')} of ${language} with their ${source} source: ${translated} translated, ${units.length - translated} to translate${values.out ? ` (${values.out})` : ''}`,
  ];
  if (duplicates.length > 0)
    lines.push('left out, an id used twice in its file (run: npm run --silent portal -- validate):', ...duplicates.map((l) => `  ${l}`));
  if (withoutSource.length > 0) lines.push(`left out, no ${source} text to translate from (try --source):`, ...withoutSource.map((l) => `  ${l}`));
  process.stderr.write(`${lines.join('\n')}\n`);
  return 0;
}

function runImport(args: string[], repoRoot: string): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { config: { type: 'string' }, 'dry-run': { type: 'boolean' }, force: { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new UsageError('xliff import needs one XLIFF file: xliff import translated.xlf');
  const name = positionals[0]!;
  let text: string;
  try {
    text = readFileSync(resolvePath(name), 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let xliff: ReturnType<typeof readXliff>;
  try {
    xliff = readXliff(name, text);
  } catch (error) {
    if (error instanceof TranslationError) throw new UsageError(error.message);
    throw error;
  }
  let report: ImportReport;
  try {
    report = importXliff(configDirOf(repoRoot, values.config), xliff, { dryRun: values['dry-run'], force: values.force });
  } catch (error) {
    if (error instanceof XliffFileError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
  process.stdout.write(formatReport(report, xliff.language, values['dry-run'] === true));
  const refused = [
    ...report.outdated.map((u) => ({ ...u, why: 'its source text changed since the export' })),
    ...report.edited.map((u) => ({ ...u, why: 'the text in the config was edited after the export, and this translation would overwrite it' })),
  ];
  for (const u of refused) {
    process.stderr.write(
      `portal xliff: refused unit ${u.id} of ${u.file}: ${u.why} (${u.location}); export again, or import with --force to write it anyway\n`,
    );
  }
  for (const file of report.changed) {
    process.stderr.write(
      `portal xliff: ${file} changed while the import ran (another import or an editor?); its translations were not written: import again\n`,
    );
  }
  if (refused.length + report.changed.length > 0) return 2;
  return report.unknown.length + report.placeholders.length > 0 ? 1 : 0;
}

function formatReport(report: ImportReport, language: string, dryRun: boolean): string {
  const lines: string[] = [];
  const verb = dryRun ? 'would write' : 'wrote';
  lines.push(
    `${verb} ${counted(report.written.length, 'translation')} of ${language} into ${counted(report.files.length, 'file')}${report.files.length ? ':' : ''}`,
  );
  lines.push(...report.files.map((f) => `  ${f}`));
  if (report.untranslated.length > 0) {
    lines.push(`untranslated (no translation in the file), ${report.untranslated.length}:`, ...report.untranslated.map((u) => `  ${u.location}`));
  }
  if (report.outdated.length > 0) {
    lines.push(
      `outdated (the source text changed since the export; not written: export again and translate these), ${report.outdated.length}:`,
      ...report.outdated.map((u) => `  ${u.location}`),
    );
  }
  if (report.edited.length > 0) {
    lines.push(
      `edited after the export (the config's text changed since; not written, it would be overwritten: export again, or --force), ${report.edited.length}:`,
      ...report.edited.map((u) => `  ${u.location}`),
    );
  }
  if (report.forced.length > 0) {
    lines.push(
      `written with --force over a change made after the export, ${report.forced.length}:`,
      ...report.forced.map((u) => `  ${u.location} (${u.reason === 'outdated' ? 'source changed' : 'edited'})`),
    );
  }
  if (report.placeholders.length > 0) {
    const list = (names: string[]) => (names.length ? names.map((n) => `{{${n}}}`).join(' ') : 'none');
    lines.push(
      `placeholders differ from the source (not written: keep every {{name}} of the source), ${report.placeholders.length}:`,
      ...report.placeholders.map((u) => `  ${u.location}: source has ${list(u.source)}, translation has ${list(u.target)}`),
    );
  }
  if (report.unknown.length > 0) {
    lines.push(
      `not in today's config (removed or moved since the export; not written), ${report.unknown.length}:`,
      ...report.unknown.map((u) => `  ${u.file} unit ${u.id}`),
    );
  }
  return `${lines.join('\n')}\n`;
}
