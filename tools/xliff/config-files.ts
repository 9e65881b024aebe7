/**
 * Reading the config files a translation touches: strings and page files as YAML documents with
 * line numbers, the locale list. Only regular files inside the config folder are read, and a file
 * that does not parse is an error naming it, never a half-read export.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve as resolvePath, sep } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { LocaleEntry } from '../../src/engine/config/types.ts';

export class TranslationError extends Error {}

export interface YamlFile {
  /** Path inside the config folder, with forward slashes: strings/app/fr.yaml. */
  file: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

/** The absolute path of a config-relative file, refusing anything that leaves the folder. */
export function insideConfig(configDir: string, file: string): string {
  const absolute = resolvePath(configDir, file);
  const rel = relative(configDir, absolute);
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep) || resolvePath(rel) === rel) {
    throw new TranslationError(`${file} is not a file inside the config folder`);
  }
  return absolute;
}

export function readYaml(configDir: string, file: string): YamlFile | null {
  const absolute = insideConfig(configDir, file);
  if (!existsSync(absolute)) return null;
  if (!lstatSync(absolute).isFile()) throw new TranslationError(`${file}: not a regular file (links and devices are not config files)`);
  return parseYaml(file, readFileSync(absolute, 'utf8'));
}

/**
 * Parsed files by content: parsing the page files is most of an export's time, and an import
 * walks the same files again. Entries are never changed after parsing, so sharing is safe.
 */
const parsed = new Map<string, YamlFile>();
const PARSED_LIMIT = 200;

export function parseYaml(file: string, text: string): YamlFile {
  const cacheKey = `${file}\n${text}`;
  const hit = parsed.get(cacheKey);
  if (hit) return hit;
  const yaml = parseFresh(file, text);
  if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value!);
  parsed.set(cacheKey, yaml);
  return yaml;
}

function parseFresh(file: string, text: string): YamlFile {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const at = lines.linePos(error.pos[0]);
    throw new TranslationError(`${file}:${at.line}:${at.col}: ${error.message.split('\n')[0]} (run: npm run --silent portal -- validate)`);
  }
  return { file, text, doc, lines };
}

/** Line of the node at `path`, or of its nearest existing parent. */
export function lineOf(yaml: YamlFile, path: (string | number)[]): number {
  for (let n = path.length; n >= 0; n--) {
    const node = yaml.doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return yaml.lines.linePos(node.range[0]).line;
  }
  return 1;
}

export function readLocales(configDir: string): LocaleEntry[] {
  const yaml = readYaml(configDir, 'markets/locales.yaml');
  const locales = (yaml?.doc.toJS() as { locales?: LocaleEntry[] } | undefined)?.locales;
  if (!Array.isArray(locales)) throw new TranslationError('markets/locales.yaml: no locale list to read');
  return locales;
}

export function defaultLanguage(configDir: string, locales: LocaleEntry[]): string {
  const yaml = readYaml(configDir, 'markets/locales.yaml');
  const code = (yaml?.doc.toJS() as { defaultLocale?: string } | undefined)?.defaultLocale;
  return locales.find((l) => l.code === code)?.language ?? locales[0]!.language;
}

/** The YAML files of one config folder, sorted, config-relative. */
export function yamlFiles(configDir: string, folder: string): string[] {
  const dir = join(configDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

export function stringNamespaces(configDir: string): string[] {
  const dir = join(configDir, 'strings');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
