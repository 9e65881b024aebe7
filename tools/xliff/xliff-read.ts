/**
 * An XLIFF 2.0 file back to units, as the portal or a translation tool wrote it: per <file> its
 * `original` config file (a tool may drop it: the import then finds each unit by its id), per
 * <unit> its id, source, target (absent or empty: not translated) and the hashes the export
 * wrote. Elements are matched by namespace, whatever their prefix. A unit's text is its
 * <segment>s and <ignorable>s in document order (a tool may split a unit into sentences with
 * the spaces between them as ignorables), the targets placed by their `order` when a tool
 * reordered them. A file that is not well-formed XML or not XLIFF 2.x is an error with its line
 * and column. Document type declarations are refused: XLIFF has none, and entity expansion is
 * a way to blow up memory.
 */
import { TranslationError } from './config-files.ts';
import { attribute, children, isElement, parseXmlTree, type XmlElement } from './xml-tree.ts';
import { MDA_NS, META_CATEGORY, XLIFF_NS } from './xliff-write.ts';

export interface ReadUnit {
  id: string;
  source: string;
  target: string | undefined;
  /** The source text's hash at export (savings-portal metadata), if the file kept it. */
  hash: string | undefined;
  /** The hash of the config's translation at export ('none' when there was none). */
  targetHash: string | undefined;
  /** The export's location note (config/strings/app/fr.yaml:4 key retry), if the file kept it. */
  location: string | undefined;
}

export interface ReadFile {
  /** The config file the units go into (config/strings/app/fr.yaml); undefined when the tool dropped it. */
  original: string | undefined;
  units: ReadUnit[];
}

export interface ReadXliff {
  sourceLanguage: string;
  language: string;
  files: ReadFile[];
}

/** XLIFF 2.1 keeps 2.0's core namespace and elements. */
const VERSIONS = new Set(['2.0', '2.1']);

export function readXliff(name: string, xml: string): ReadXliff {
  if (/<!DOCTYPE/i.test(xml)) throw new TranslationError(`${name}: has a document type declaration (<!DOCTYPE); XLIFF 2.0 has none, so it is refused`);
  const root = parseXmlTree(name, xml);
  if (root.local !== 'xliff') throw new TranslationError(`${name}: not an XLIFF file (no <xliff> element)`);
  const version = attribute(root, 'version');
  if (root.ns !== XLIFF_NS) {
    const said = version && !VERSIONS.has(version) ? `XLIFF version ${version}` : `<${root.name}> is in the namespace ${root.ns ?? '(none)'}, not ${XLIFF_NS}`;
    throw new TranslationError(`${name}: ${said}; only XLIFF 2.0 is read`);
  }
  if (!version || !VERSIONS.has(version)) throw new TranslationError(`${name}: XLIFF version ${version ?? '(none)'}; only 2.0 is read`);
  const sourceLanguage = attribute(root, 'srcLang');
  const language = attribute(root, 'trgLang');
  if (sourceLanguage === undefined || language === undefined) throw new TranslationError(`${name}: <xliff> needs srcLang and trgLang`);
  const files = children(root, XLIFF_NS, 'file').map((file) => {
    const original = attribute(file, 'original');
    const where = original ?? `<file id="${attribute(file, 'id') ?? '?'}">`;
    return { original, units: unitsOf(file).map((unit) => readUnit(name, where, unit)) };
  });
  return { sourceLanguage, language, files };
}

/** Units directly in the file and in groups (tools may group units), in document order. */
function unitsOf(container: XmlElement): XmlElement[] {
  return children(container, XLIFF_NS).flatMap((child) => (child.local === 'unit' ? [child] : child.local === 'group' ? unitsOf(child) : []));
}

function readUnit(name: string, where: string, unit: XmlElement): ReadUnit {
  const id = attribute(unit, 'id');
  if (id === undefined) throw new TranslationError(`${name}: a unit of ${where} has no id`);
  const at = `${name}: unit ${id} of ${where}`;
  const parts = children(unit, XLIFF_NS).filter((c) => c.local === 'segment' || c.local === 'ignorable');
  if (!parts.some((p) => p.local === 'segment')) throw new TranslationError(`${at} has no segment`);
  const source = parts.map((part) => textOf(at, one(at, part, 'source')!)).join('');
  // Where each part's target goes: its `order` when a tool reordered the targets, else its own place.
  const placed = new Map<number, string>();
  let untranslated = false;
  parts.forEach((part, i) => {
    const target = one(at, part, 'target');
    if (!target) {
      // An ignorable (the spaces between sentences) without a target keeps its source.
      if (part.local === 'ignorable') placed.set(i + 1, textOf(at, one(at, part, 'source')!));
      else untranslated = true;
      return;
    }
    const order = attribute(target, 'order');
    const position = order === undefined ? i + 1 : Number(order);
    if (!Number.isInteger(position) || position < 1 || position > parts.length || placed.has(position)) {
      throw new TranslationError(`${at}: target order="${order ?? i + 1}" is not a free place among the unit's ${parts.length} segments and ignorables`);
    }
    placed.set(position, textOf(at, target));
  });
  const target = untranslated
    ? undefined
    : [...placed]
        .sort(([a], [b]) => a - b)
        .map(([, text]) => text)
        .join('');
  const meta = portalMeta(unit);
  return {
    id,
    source,
    target: target === '' ? undefined : target,
    hash: meta.get('sourceHash'),
    targetHash: meta.get('targetHash'),
    location: locationNote(unit),
  };
}

/** A location note's text: a config file and line, then what is there. */
const LOCATION = /^config\/\S+\.yaml:\d+ /;

/**
 * The export's location note: the note of category location, or, when a tool dropped the
 * categories, the note that reads like one (config/strings/app/fr.yaml:4 key retry).
 */
function locationNote(unit: XmlElement): string | undefined {
  const notes = children(unit, XLIFF_NS, 'notes').flatMap((n) => children(n, XLIFF_NS, 'note'));
  const texts = notes.map((n) => ({ category: attribute(n, 'category'), text: n.children.map((c) => (isElement(c) ? '' : c.text)).join('') }));
  return (texts.find((n) => n.category === 'location') ?? texts.find((n) => n.category === undefined && LOCATION.test(n.text)))?.text;
}

/** The one <source> or <target> of a segment; a <source> must be there. */
function one(at: string, part: XmlElement, local: 'source' | 'target'): XmlElement | undefined {
  const found = children(part, XLIFF_NS, local);
  if (found.length > 1) throw new TranslationError(`${at}: a <${part.local}> has ${found.length} <${local}> elements`);
  if (local === 'source' && found.length === 0) throw new TranslationError(`${at}: a <${part.local}> has no <source>`);
  return found[0];
}

/**
 * The text of a <source> or <target>. Annotations (<mrk>, which tools add for comments or terms)
 * keep their text; <cp hex="…"/> is the character XML cannot carry. Other inline codes stand for
 * markup the portal never exports (its HTML travels as text), so they are refused.
 */
function textOf(at: string, element: XmlElement): string {
  return element.children
    .map((child) => {
      if (!isElement(child)) return child.text;
      if (child.ns === XLIFF_NS && child.local === 'mrk') return textOf(at, child);
      if (child.ns === XLIFF_NS && child.local === 'cp') {
        const code = parseInt(attribute(child, 'hex') ?? '', 16);
        if (Number.isNaN(code) || code > 0x10ffff) throw new TranslationError(`${at}: <cp hex="${attribute(child, 'hex') ?? ''}"> is not a character`);
        return String.fromCodePoint(code);
      }
      throw new TranslationError(`${at}: inline markup <${child.name}> inside <${element.local}> is not supported: keep the text as it was exported`);
    })
    .join('');
}

/** The portal's metadata of a unit (metaGroup category savings-portal): type to value. */
function portalMeta(unit: XmlElement): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (group: XmlElement) => {
    for (const child of children(group, MDA_NS)) {
      if (child.local === 'metaGroup') visit(child);
      else if (child.local === 'meta' && attribute(group, 'category') === META_CATEGORY) {
        const type = attribute(child, 'type');
        if (type !== undefined && !found.has(type)) found.set(type, child.children.map((c) => (isElement(c) ? '' : c.text)).join(''));
      }
    }
  };
  for (const metadata of children(unit, MDA_NS, 'metadata')) visit(metadata);
  return found;
}
