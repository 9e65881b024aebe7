/**
 * An XML document as a tree of elements named by namespace and local name, as translation
 * tools write them: the prefix is whatever the tool chose (`<x:unit xmlns:x="urn:…:2.0">` is the
 * same element as `<unit xmlns="urn:…:2.0">`), character references (`&#233;`, `&#xE9;`) are
 * decoded like the five XML entities, line ends are read as LF, CDATA is kept as written, and
 * children keep their order (an <ignorable> between two <segment>s stays between them).
 *
 * fast-xml-parser reads the document (preserveOrder) but neither resolves namespaces nor decodes
 * numeric references without also decoding HTML names such as &nbsp;, which XML does not
 * have; so its own entity handling is off and both are done here. Document type declarations
 * are refused by the caller before this runs, so no other entity can be defined.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { TranslationError } from './config-files.ts';

export const XML_NS = 'http://www.w3.org/XML/1998/namespace';

export interface XmlAttribute {
  ns: string | undefined;
  local: string;
  value: string;
}

export interface XmlElement {
  ns: string | undefined;
  local: string;
  /** The name as written, for messages: x:unit. */
  name: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
}

export type XmlNode = XmlElement | { text: string };

export function isElement(node: XmlNode): node is XmlElement {
  return 'local' in node;
}

/** The value of an attribute without a namespace (XLIFF's own: id, original), or in `ns`. */
export function attribute(element: XmlElement, local: string, ns?: string): string | undefined {
  return element.attributes.find((a) => a.local === local && a.ns === ns)?.value;
}

/** Child elements in the namespace with that local name, in document order. */
export function children(element: XmlElement, ns: string, local?: string): XmlElement[] {
  return element.children.filter((c): c is XmlElement => isElement(c) && c.ns === ns && (local === undefined || c.local === local));
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const CDATA = '#cdata';
const COMMENT = '#comment';

/** A character XML 1.0 allows (Char production): what a reference may stand for. */
function allowedCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function decodeReference(reference: string): string | undefined {
  if (reference in NAMED) return NAMED[reference];
  const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(reference);
  if (!numeric) return undefined;
  const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : parseInt(numeric[2]!, 10);
  return allowedCharacter(code) ? String.fromCodePoint(code) : undefined;
}

/** Text with its references replaced; every reference was checked by checkReferences. */
function decode(text: string): string {
  return text.replace(/&([^;&]*);/g, (whole, reference: string) => decodeReference(reference) ?? whole);
}

/**
 * Every `&…;` outside CDATA sections, comments and processing instructions must be one of the
 * five XML entities or a reference to a character XML allows: &nbsp; or &#0; is an error with
 * its line and column, never a text that silently keeps it.
 */
function checkReferences(name: string, xml: string): void {
  const blanked = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, (part) => part.replace(/[^\n]/g, ' '));
  for (const match of blanked.matchAll(/&([^;&<\s]*);?/g)) {
    if (match[0].endsWith(';') && decodeReference(match[1]!) !== undefined) continue;
    const before = xml.slice(0, match.index);
    const line = before.split('\n').length;
    const col = match.index - before.lastIndexOf('\n');
    const why = /^#/.test(match[1]!)
      ? 'a reference to a character XML does not allow'
      : 'an entity XML does not define (only &lt; &gt; &amp; &quot; &apos; and character references like &#233;)';
    throw new TranslationError(`${name}:${line}:${col}: ${match[0]} is ${why}`);
  }
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

export function parseXmlTree(name: string, given: string): XmlElement {
  // Line ends as XML reads them (section 2.11): a tool on Windows writes CRLF, the YAML has LF.
  // A line end written as a reference (&#13;) is decoded after this and stays.
  const xml = given.replace(/\r\n?/g, '\n');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new TranslationError(`${name}:${valid.err.line}:${valid.err.col}: not well-formed XML: ${valid.err.msg}`);
  checkReferences(name, xml);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    cdataPropName: CDATA,
    commentPropName: COMMENT,
  });
  const top = (parser.parse(xml) as Ordered[]).filter((node) => elementName(node) !== undefined);
  if (top.length !== 1) throw new TranslationError(`${name}: not an XML document with one root element`);
  return toElement(name, top[0]!, new Map([['xml', XML_NS]]));
}

/** The tag of an ordered node, or undefined for text, CDATA, comments and processing instructions. */
function elementName(node: Ordered): string | undefined {
  const key = Object.keys(node).find((k) => k !== ':@');
  return key === undefined || key.startsWith('#') || key.startsWith('?') ? undefined : key;
}

function split(qualified: string): [string | undefined, string] {
  const colon = qualified.indexOf(':');
  return colon === -1 ? [undefined, qualified] : [qualified.slice(0, colon), qualified.slice(colon + 1)];
}

function toElement(file: string, node: Ordered, inherited: Map<string, string | undefined>): XmlElement {
  const name = elementName(node)!;
  const raw = node[':@'] ?? {};
  const scope = new Map(inherited);
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'xmlns') scope.set('', decode(value) || undefined);
    else if (key.startsWith('xmlns:')) scope.set(key.slice(6), decode(value));
  }
  const resolve = (prefix: string | undefined, forAttribute: boolean): string | undefined => {
    // An attribute without a prefix is in no namespace; an element without one is in the default.
    if (prefix === undefined) return forAttribute ? undefined : scope.get('');
    if (!scope.has(prefix)) throw new TranslationError(`${file}: the prefix "${prefix}" of <${name}> is not declared (xmlns:${prefix}="…")`);
    return scope.get(prefix);
  };
  const attributes: XmlAttribute[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
    const [prefix, local] = split(key);
    attributes.push({ ns: resolve(prefix, true), local, value: decode(value) });
  }
  const [prefix, local] = split(name);
  const kids: XmlNode[] = [];
  for (const child of (node[name] as Ordered[] | undefined) ?? []) {
    if ('#text' in child) kids.push({ text: decode(String(child['#text'])) });
    else if (CDATA in child) kids.push({ text: ((child[CDATA] as { '#text'?: unknown }[])[0]?.['#text'] as string | undefined) ?? '' });
    else if (elementName(child) !== undefined) kids.push(toElement(file, child, scope));
  }
  return { ns: resolve(prefix, false), local, name, attributes, children: kids };
}
