/**
 * An XLIFF 2.0 file back to units: per <file> its `original` config file, per <unit> its id,
 * source, target (absent or empty: not translated) and the source hash the export wrote. A file
 * that is not well-formed XML or not XLIFF 2.0 is an error with its line and column. Document
 * type declarations are refused: XLIFF has none, and entity expansion is a way to blow up memory.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { TranslationError } from './config-files.ts';
import { META_CATEGORY } from './xliff-write.ts';

export interface ReadUnit {
  id: string;
  source: string;
  target: string | undefined;
  hash: string | undefined;
}

export interface ReadFile {
  original: string;
  units: ReadUnit[];
}

export interface ReadXliff {
  sourceLanguage: string;
  language: string;
  files: ReadFile[];
}

const LISTS = new Set(['file', 'unit', 'segment', 'mda:metaGroup', 'mda:meta', 'group']);

type Element = Record<string, unknown>;

export function readXliff(name: string, xml: string): ReadXliff {
  if (/<!DOCTYPE/i.test(xml)) throw new TranslationError(`${name}: has a document type declaration (<!DOCTYPE); XLIFF 2.0 has none, so it is refused`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new TranslationError(`${name}:${valid.err.line}:${valid.err.col}: not well-formed XML: ${valid.err.msg}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (tag) => LISTS.has(tag),
  });
  const root = (parser.parse(xml) as Element).xliff as Element | undefined;
  if (!root) throw new TranslationError(`${name}: not an XLIFF file (no <xliff> element)`);
  if (root['@_version'] !== '2.0') throw new TranslationError(`${name}: XLIFF version ${String(root['@_version'] ?? '(none)')}; only 2.0 is read`);
  const sourceLanguage = root['@_srcLang'];
  const language = root['@_trgLang'];
  if (typeof sourceLanguage !== 'string' || typeof language !== 'string') throw new TranslationError(`${name}: <xliff> needs srcLang and trgLang`);
  const files = ((root.file as Element[] | undefined) ?? []).map((file, i) => {
    const original = file['@_original'];
    if (typeof original !== 'string') throw new TranslationError(`${name}: <file> number ${i + 1} has no original attribute naming its config file`);
    return { original, units: unitsOf(file).map((unit) => readUnit(name, original, unit)) };
  });
  return { sourceLanguage, language, files };
}

/** Units directly in the file and in groups (tools may group units). */
function unitsOf(container: Element): Element[] {
  const own = (container.unit as Element[] | undefined) ?? [];
  const grouped = ((container.group as Element[] | undefined) ?? []).flatMap(unitsOf);
  return [...own, ...grouped];
}

function readUnit(name: string, original: string, unit: Element): ReadUnit {
  const id = unit['@_id'];
  if (typeof id !== 'string') throw new TranslationError(`${name}: a unit of ${original} has no id`);
  // The portal writes one segment per unit; a tool that split it is joined back.
  const segments = (unit.segment as Element[] | undefined) ?? [];
  if (segments.length === 0) throw new TranslationError(`${name}: unit ${id} of ${original} has no segment`);
  const source = segments.map((s) => textOf(s.source)).join('');
  const targets = segments.map((s) => (s.target === undefined ? undefined : textOf(s.target)));
  const target = targets.some((t) => t === undefined) ? undefined : targets.join('');
  return { id, source, target: target === '' ? undefined : target, hash: metaHash(unit) };
}

function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object') {
    const value = (node as Element)['#text'];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (Object.keys(node).every((k) => k.startsWith('@_'))) return '';
    throw new TranslationError(`inline markup inside <source> or <target> is not supported: keep the text as it was exported`);
  }
  return '';
}

function metaHash(unit: Element): string | undefined {
  const groups = ((unit['mda:metadata'] as Element | undefined)?.['mda:metaGroup'] as Element[] | undefined) ?? [];
  for (const group of groups.filter((g) => g['@_category'] === META_CATEGORY)) {
    for (const meta of (group['mda:meta'] as Element[] | undefined) ?? []) {
      if (meta['@_type'] === 'sourceHash') return textOf(meta);
    }
  }
  return undefined;
}
