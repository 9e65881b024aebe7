import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve as resolvePath } from 'node:path';
import type { ConfigSources, Loaded } from '../../src/engine/config/sources.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import type { PagesFile } from '../../src/engine/pages/config.ts';
import type { FlagdFlagSet } from '../../src/engine/flags/flagd-format.ts';
import { CONFIG_KINDS, configRelativePath, SINGLE_KINDS, type ConfigKind } from './registry.ts';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';
import { MAX_CONFIG_FILE_BYTES, readConfigFile, type ReadResult } from '../../src/node/read-config-file.ts';
import { schemaProblems } from './schema-problems.ts';
import { createSchemaRegistry, type SchemaRegistry } from './schemas.ts';
import type { Problem } from './problems.ts';

/** One config file after parsing and schema validation. */
export interface ConfigFileRecord {
  /** Path relative to the repository root, as printed in messages. */
  file: string;
  /** Path relative to the config root (menus/de-de.yaml). */
  rel: string;
  kind: ConfigKind;
  schema: string;
  source: YamlSource;
  /** Parsed and schema-valid. */
  valid: boolean;
  problems: Problem[];
  /** Refused before parsing (not a regular file inside config/, too large, not UTF-8): its source is empty. */
  unread?: true;
}

export interface LoadOptions {
  /** Repository root: messages name files relative to it. */
  repoRoot: string;
  /** The config folder (default <repoRoot>/config). */
  configDir?: string;
  /** Files that stand in for (or add to) the config folder's files, e.g. fixtures under test. */
  overlay?: string[];
  /**
   * Unsaved texts by absolute path (an editor's open buffers): each is read instead of the file
   * at that path, or added when no file is there yet; every other file is read from disk.
   */
  texts?: ReadonlyMap<string, string>;
}

/**
 * Each file parsed and schema-checked once per text: the long-lived processes (a save under `npm
 * start`, the preview) read every file again on each save, and only the saved one changed. Keyed
 * by path, so it holds one entry per file. The parsed data is never changed after parsing (the
 * compile builds new objects; tests/tools/config/parse-cache.test.ts freezes it to hold that).
 */
const parsed = new Map<string, { text: string; registry: SchemaRegistry; schema: string; source: YamlSource; problems: Problem[] }>();

function parseAndCheck(file: string, text: string, schema: string, registry: SchemaRegistry): { source: YamlSource; problems: Problem[] } {
  const known = parsed.get(file);
  if (known && known.text === text && known.registry === registry && known.schema === schema) return known;
  const source = parseYamlSource(file, text);
  const problems = [...source.problems];
  if (source.problems.length === 0) {
    const validate = registry.validator(schema);
    if (!validate(source.data ?? null)) problems.push(...schemaProblems(source, validate.errors ?? []));
  }
  parsed.set(file, { text, registry, schema, source, problems });
  return { source, problems };
}

/** The parsed files kept for reuse (tests freeze their data to prove nothing changes it). */
export function parsedSources(): YamlSource[] {
  return [...parsed.values()].map((entry) => entry.source);
}

/**
 * The YAML files under `dir`. A symbolic link to a folder is not walked but listed in
 * `linkedFolders`: it leads outside config/ (refused for files too) or to a folder already read
 * (its files twice), or to a parent (a loop); the folder watcher does not follow one either.
 */
function yamlFilesUnder(dir: string, linkedFolders: string[] = []): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...yamlFilesUnder(path, linkedFolders));
    else if (entry.isSymbolicLink() && isFolder(path)) linkedFolders.push(path);
    else if (/\.ya?ml$/.test(entry.name)) out.push(path);
  }
  return out.sort();
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** Expands directories to the YAML files below them. */
export function expandPaths(paths: string[]): string[] {
  return paths.flatMap((p) => (existsSync(p) && statSync(p).isDirectory() ? yamlFilesUnder(p) : [p]));
}

export function loadConfigFiles(options: LoadOptions): { records: ConfigFileRecord[]; problems: Problem[] } {
  const repoRoot = resolvePath(options.repoRoot);
  const configDir = resolvePath(options.configDir ?? join(repoRoot, 'config'));
  const registry = createSchemaRegistry(join(repoRoot, 'schemas'));
  const problems: Problem[] = [];
  const byRel = new Map<string, string>();
  const linkedFolders: string[] = [];
  for (const path of yamlFilesUnder(configDir, linkedFolders)) byRel.set(relative(configDir, path).replace(/\\/g, '/'), path);
  for (const path of linkedFolders) {
    const configName = `${relative(repoRoot, configDir).replace(/\\/g, '/') || 'config'}/`;
    problems.push({
      file: relative(repoRoot, path).replace(/\\/g, '/'),
      line: 1,
      col: 1,
      code: 'LINKED_FOLDER',
      message: `is a symbolic link to a folder, whose files are not read: folders in ${configName} are real folders (link the files one by one, or copy the folder)`,
    });
  }
  for (const path of options.texts?.keys() ?? []) {
    if (isInside(configDir, path) && /\.ya?ml$/.test(path)) byRel.set(relative(configDir, path).replace(/\\/g, '/'), path);
  }
  for (const path of expandPaths(options.overlay ?? [])) {
    const absolute = resolvePath(path);
    const named = configRelativePath(absolute);
    if (!named) {
      problems.push({
        file: relative(repoRoot, absolute),
        line: 1,
        col: 1,
        code: 'UNKNOWN_FILE',
        message: `not a known config file; expected one of: ${CONFIG_KINDS.map((k) => k.pattern.source.replace(/\\|\^|\$/g, '')).join(', ')}`,
      });
      continue;
    }
    byRel.set(named.rel, absolute);
  }

  const records: ConfigFileRecord[] = [];
  for (const [rel, path] of [...byRel.entries()].sort()) {
    const file = relative(repoRoot, path).replace(/\\/g, '/');
    const entry = CONFIG_KINDS.find((k) => k.pattern.test(rel));
    if (!entry) {
      problems.push({ file, line: 1, col: 1, code: 'UNKNOWN_FILE', message: `no config kind lives at config/${rel}` });
      continue;
    }
    // Files found in config/ stay inside it; a file named on the command line is read where it is.
    const unsaved = options.texts?.get(path);
    const read =
      unsaved !== undefined
        ? unsavedText(unsaved)
        : readConfigFile(
            path,
            isInside(configDir, path) ? { root: configDir, rootName: `${relative(repoRoot, configDir).replace(/\\/g, '/') || 'config'}/` } : {},
          );
    if (!read.ok) {
      // Kept as a broken record, not left out: to the checks across files a file left out is
      // missing ("locale de-de has no menu"), which is only a consequence of this one finding.
      const problem = { file, line: read.line, col: read.col, code: read.code, message: read.message };
      records.push({ file, rel, kind: entry.kind, schema: entry.schema, source: parseYamlSource(file, ''), valid: false, problems: [problem], unread: true });
      continue;
    }
    const { source, problems: checked } = parseAndCheck(file, read.text, entry.schema, registry);
    const fileProblems = [...checked];
    records.push({ file, rel, kind: entry.kind, schema: entry.schema, source, valid: fileProblems.length === 0, problems: fileProblems });
  }
  for (const kind of SINGLE_KINDS) {
    if (!records.some((r) => r.kind === kind)) {
      const entry = CONFIG_KINDS.find((k) => k.kind === kind)!;
      problems.push({
        file: relative(repoRoot, configDir).replace(/\\/g, '/') || 'config',
        line: 1,
        col: 1,
        code: 'MISSING_FILE',
        message: `missing ${entry.pattern.source.replace(/\\|\^|\$/g, '')}`,
      });
    }
  }
  return { records, problems };
}

/** An editor's text under the size limit of a file on disk (it is already text: no encoding to check). */
function unsavedText(text: string): ReadResult {
  if (Buffer.byteLength(text, 'utf8') <= MAX_CONFIG_FILE_BYTES) return { ok: true, text };
  return {
    ok: false,
    code: 'TOO_LARGE',
    message: `is larger than ${MAX_CONFIG_FILE_BYTES / 1024 / 1024} MiB, the limit for one config file: split it into several files`,
    line: 1,
    col: 1,
  };
}

function loaded<T>(record: ConfigFileRecord): Loaded<T> {
  return { file: record.file, data: record.source.data as T, locate: (path) => record.source.locate(path) };
}

/** Assembles ConfigSources from valid records; null when a required file is missing or invalid. */
export function assembleSources(records: ConfigFileRecord[]): ConfigSources | null {
  const single = (kind: ConfigKind) => records.find((r) => r.kind === kind && r.valid);
  const singles = Object.fromEntries(SINGLE_KINDS.map((k) => [k, single(k)]));
  if (Object.values(singles).some((r) => r === undefined)) return null;
  const byLocale = (kind: 'menu' | 'footer') =>
    Object.fromEntries(records.filter((r) => r.kind === kind && r.valid).map((r) => [(r.source.data as { locale: string }).locale, loaded<never>(r)]));
  const strings: StringResources = {};
  for (const r of records.filter((x) => x.kind === 'strings' && x.valid)) {
    const [, namespace, file] = r.rel.split('/');
    const language = file!.replace(/\.ya?ml$/, '');
    (strings[language] ??= {})[namespace!] = (r.source.data ?? {}) as Record<string, string>;
  }
  const get = <T>(kind: ConfigKind) => loaded<T>(singles[kind]!);
  return {
    locales: get('locales'),
    markets: get('markets'),
    regions: get('regions'),
    namedRules: get('namedRules'),
    redirects: get('redirects'),
    headers: get('headers'),
    footerLayout: get('footerLayout'),
    footerSettings: get('footerSettings'),
    head: get('head'),
    contextSignals: get('contextSignals'),
    menus: byLocale('menu'),
    footers: byLocale('footer'),
    pages: records.filter((r) => r.kind === 'pages' && r.valid).map((r) => loaded<PagesFile>(r)),
    strings,
    flags: records.filter((r) => r.kind === 'flags' && r.valid).map((r) => loaded<FlagdFlagSet>(r)),
  };
}
