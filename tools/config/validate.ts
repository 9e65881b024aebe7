import { readFileSync } from 'node:fs';
import { join, relative, resolve as resolvePath } from 'node:path';
import { compileConfig } from '../../src/engine/config/compile.ts';
import { BLOCK_COMPILERS } from '../../src/blocks/compilers.generated.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { assembleSources, loadConfigFiles, type ConfigFileRecord, type LoadOptions } from './load.ts';
import { sortProblems, type Problem } from './problems.ts';
import { factPaths, withDefinedFlags } from './lint/fact-paths.ts';
import { compileFlags } from '../../src/engine/flags/table-of.ts';
import type { FlagdFlagSet } from '../../src/engine/flags/flagd-format.ts';
import { lintRules } from './lint/rules.ts';
import { lintDuplicateIds } from './lint/ids.ts';
import { lintUnsafeHrefs } from './lint/hrefs.ts';
import { lintSchemaComments } from './lint/schema-comment.ts';
import { lintStrings } from './lint/strings.ts';
import { lintLocales } from './lint/locales.ts';
import { lintReferences } from './lint/references.ts';
import { trustedRecords } from './lint/known.ts';
import { lintPages } from './lint/pages.ts';
import { lintLinks } from './lint/links.ts';
import { lintAccountLabels } from './lint/account-labels.ts';
import { lintOfferSelection } from './lint/offer-selection.ts';
import { lintFlags } from './lint/flags.ts';
import { lintCodeFlags } from './lint/code-flags.ts';
import { lintWindows } from './lint/windows.ts';
import { lintUndrawnTags } from './lint/undrawn-tags.ts';
import { passedSchedules } from '../schedule/passed.ts';
import { misreadSchedules } from '../schedule/misread.ts';
import { readValidation, validationKey, writeValidation } from './validation-cache.ts';
import { compileOfferSelection, type CompiledOfferSelection, type OfferSelectionFile } from '../../src/engine/offers/selection.ts';
import { checkOffersAnswer } from '../../src/engine/offers/check-offer.ts';
import { productOffersAnswer } from '../../server/backend/product-offers.ts';
import { emptyOfferLists } from '../offers/empty-lists.ts';
import { loadOfferSelection, namedRulesOf } from '../offers/load-selection.ts';
import { validFile } from './lint/known.ts';
import { ConfigInvalidError } from './config-invalid.ts';

export interface ValidationResult {
  problems: Problem[];
  /** Findings that inform without failing (severity warning), of a config that compiled: a schedule in the past. */
  warnings: Problem[];
  /** The compiled config, when there were no problems. */
  config: CompiledConfig | null;
  /** Every UI string namespace (i18next resources), when there were no problems. */
  strings: StringResources | null;
  files: string[];
}

export interface ValidateOptions extends LoadOptions {
  now?: number;
  /**
   * false: no warnings (an empty list). A command that only reads the compiled config (resolve,
   * explain, who) would otherwise spend most of a kept validation's time on them: they compare
   * every schedule with the real time and every offer list with the catalogue.
   */
  warnings?: boolean;
}

/**
 * Loads, schema-checks and lints every config file, then compiles. With `overlay`, the given
 * files stand in for their config/ counterparts and only findings in them are reported
 * (plus findings about the config as a whole that they cause).
 */
export function validateConfig(options: ValidateOptions): ValidationResult {
  const repoRoot = resolvePath(options.repoRoot);
  // A validation of exactly these files was kept by an earlier command (validation-cache.ts).
  const key =
    (options.overlay ?? []).length === 0 && (options.texts?.size ?? 0) === 0
      ? validationKey({ repoRoot, configDir: options.configDir ?? join(repoRoot, 'config') })
      : undefined;
  if (key) {
    const kept = readValidation<Omit<ValidationResult, 'warnings'>>(repoRoot, key, resolvePath(options.configDir ?? join(repoRoot, 'config')));
    if (kept) {
      if (!kept.config || options.warnings === false) return { ...kept, warnings: [] };
      const selection = loadOfferSelection(repoRoot, kept.config, options.configDir, true);
      return { ...kept, warnings: sortProblems(warningsOf(kept.config, selection, options.now)) };
    }
  }
  const result = validateFresh(options);
  if (key) writeValidation(repoRoot, key, { problems: result.problems, config: result.config, strings: result.strings, files: result.files });
  return result;
}

/**
 * Findings that inform without failing, of a config that compiled: compared with the real time
 * (the config does not change, the day does; `now` for tests); offer lists that can show
 * nothing, over the local product-offer service's catalogue the build reads.
 */
function warningsOf(config: CompiledConfig, selection: CompiledOfferSelection | null, now: number | undefined): Problem[] {
  const at = now ?? Date.now();
  const offers = selection ? emptyOfferLists(config, selection, checkOffersAnswer(productOffersAnswer()).offers, at) : [];
  return [...passedSchedules(config, at), ...misreadSchedules(config), ...offers];
}

/** The offer selection as validated (an overlay's copy when given), compiled with the config's named rules. */
function selectionOf(records: readonly ConfigFileRecord[], config: CompiledConfig): CompiledOfferSelection | null {
  const record = validFile(records, 'offerSelection');
  return record
    ? compileOfferSelection({ file: record.file, data: record.source.data as OfferSelectionFile, locate: (p) => record.source.locate(p) }, namedRulesOf(config))
    : null;
}

function validateFresh(options: ValidateOptions): ValidationResult {
  const repoRoot = resolvePath(options.repoRoot);
  const configRoot = relative(repoRoot, resolvePath(options.configDir ?? join(repoRoot, 'config'))).replace(/\\/g, '/') || '.';
  const { records, problems: loadProblems } = loadConfigFiles(options);
  const schemaFacts = factPaths(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'facts.schema.json'), 'utf8')));
  // The flag facts are the flags config/flags/ defines (a config without flag files: the schema's).
  const flagFiles = records.filter((r) => r.kind === 'flags' && r.valid);
  const facts = flagFiles.length
    ? withDefinedFlags(schemaFacts, compileFlags(Object.assign({}, ...flagFiles.map((r) => (r.source.data as FlagdFlagSet).flags))).table)
    : schemaFacts;
  // Checks within one file run on files that parsed and follow their schema: on any other file
  // they would only report what follows from the mistake already reported.
  const valid = records.filter((r) => r.valid);
  const problems: Problem[] = [
    ...loadProblems,
    ...records.flatMap((r) => r.problems),
    // A file refused unread has no first line to check.
    ...lintSchemaComments(records.filter((r) => !r.unread)),
    ...lintRules(valid, facts),
    ...lintDuplicateIds(valid),
    ...lintUnsafeHrefs(valid),
    ...lintWindows(valid),
    ...lintUndrawnTags(valid),
  ];
  // Checks across files, definitions first. A file with a finding of its own is unknown to
  // every check after it (lint/known.ts): what it defines may be what seems missing elsewhere.
  const acrossFiles: ((trusted: ConfigFileRecord[]) => Problem[])[] = [
    (trusted) => lintLocales(trusted, configRoot),
    (trusted) => lintStrings(trusted, configRoot),
    lintReferences,
    (trusted) => lintPages(trusted, configRoot),
    lintLinks,
    lintAccountLabels,
    lintOfferSelection,
    lintFlags,
    (trusted) => lintCodeFlags(trusted, repoRoot),
  ];
  for (const lint of acrossFiles) problems.push(...lint(trustedRecords(records, problems)));
  let config: CompiledConfig | null = null;
  let strings: StringResources | null = null;
  if (problems.length === 0) {
    const sources = assembleSources(records);
    strings = sources?.strings ?? null;
    try {
      config = sources ? compileConfig(sources, BLOCK_COMPILERS) : null;
    } catch (error) {
      problems.push({ file: configRoot, line: 1, col: 1, code: 'COMPILE', message: (error as Error).message });
    }
  }
  const overlayFiles = new Set((options.overlay ?? []).length ? records.filter((r) => isOverlay(r.file, options, repoRoot)).map((r) => r.file) : []);
  const inOverlay = (p: Problem) => overlayFiles.has(p.file) || !records.some((r) => r.file === p.file);
  const reported = overlayFiles.size > 0 ? problems.filter(inOverlay) : problems;
  const warnings = config && options.warnings !== false ? warningsOf(config, selectionOf(records, config), options.now) : [];
  return {
    problems: sortProblems(dedupe(reported)),
    warnings: sortProblems(overlayFiles.size > 0 ? warnings.filter(inOverlay) : warnings),
    config,
    strings,
    files: records.map((r) => r.file),
  };
}

function isOverlay(file: string, options: LoadOptions, repoRoot: string): boolean {
  const absolute = resolvePath(repoRoot, file);
  return (options.overlay ?? []).some((p) => {
    const given = resolvePath(p);
    return absolute === given || absolute.startsWith(`${given}/`);
  });
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.col}:${p.code}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Loads and compiles config/ with its UI strings, throwing with every finding when it is not valid. */
export function loadValidConfig(repoRoot: string, configDir?: string): { config: CompiledConfig; strings: StringResources } {
  const result = validateConfig({ repoRoot, ...(configDir ? { configDir } : {}), warnings: false });
  if (!result.config) {
    const lines = result.problems.slice(0, 20).map((p) => `${p.file}:${p.line}:${p.col}: error ${p.code}: ${p.message}`);
    throw new ConfigInvalidError(`config is not valid (${result.problems.length} problems):\n${lines.join('\n')}`, result.problems);
  }
  return { config: result.config, strings: result.strings ?? {} };
}

/** Loads and compiles config/, throwing with every finding when it is not valid. */
export function loadCompiledConfig(repoRoot: string, configDir?: string): CompiledConfig {
  return loadValidConfig(repoRoot, configDir).config;
}

export { ConfigInvalidError };
