import type { Composer, CST, Document, LineCounter, Node } from 'yaml';
import { yaml } from '../../src/node/yaml-packages.ts';
import type { JsonPath } from '../../src/engine/config/sources.ts';
import type { Problem } from './problems.ts';
import { syntaxCause } from './yaml-syntax-cause.ts';
import { aliasExpansionProblem, nestingProblem } from './yaml-limits.ts';
import { fastYamlData } from './yaml-fast-data.ts';

export interface YamlSource {
  file: string;
  data: unknown;
  /** Position of the value at `path` (or of its key with `key: true`); the nearest existing parent otherwise. */
  locate: (path: JsonPath, options?: { key?: boolean }) => { line: number; col: number };
  /** The first line of the file (for the yaml-language-server schema comment). */
  firstLine: string;
  /** The position in the file of the first match of `pattern` at or after `from`, if any. */
  find: (pattern: RegExp, from: { line: number; col: number }) => { line: number; col: number } | null;
  problems: Problem[];
}

interface Parsed {
  doc: Document;
  lineCounter: LineCounter;
  /** Syntax findings without the file name; none means the document is usable. */
  findings: Omit<Problem, 'file'>[];
}

/**
 * The last two parses of each file (as saved, and as edited): validating re-reads every file
 * on each run (the dev server on each edit, the mistake tests hundreds of times), and parsing
 * is most of that time. The data is converted afresh on every call, so callers never share it.
 */
const recentParses = new Map<string, { text: string; parsed: Parsed }[]>();

function parsedText(file: string, text: string): Parsed {
  const recent = recentParses.get(file) ?? [];
  const hit = recent.find((r) => r.text === text);
  if (hit) return hit.parsed;
  const parsed = parseText(withSchemaComment(text));
  recentParses.set(file, [{ text, parsed }, ...recent].slice(0, 2));
  return parsed;
}

/**
 * Reads YAML so that every later finding can name file:line:col. The data comes from the fast
 * reader when it can (yaml-fast-data.ts); yaml's document, with its positions, is then made
 * only when a finding first asks where something is.
 */
export function parseYamlSource(file: string, rawText: string): YamlSource {
  // Editors hide a byte-order mark; columns count from the first visible character.
  const text = rawText.startsWith('\uFEFF') ? rawText.slice(1) : rawText;
  const fast = fastYamlData(withSchemaComment(text));
  if (!fast) return positionedSource(file, text);
  let positioned: YamlSource | undefined;
  const withPositions = () => (positioned ??= positionedSource(file, text));
  return {
    file,
    data: fast.data,
    locate: (path, options) => withPositions().locate(path, options),
    firstLine: firstLineOf(text),
    find: (pattern, from) => withPositions().find(pattern, from),
    problems: [],
  };
}

function firstLineOf(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

/** yaml's reading: the data, the syntax findings and every position. */
function positionedSource(file: string, text: string): YamlSource {
  const parsed = parsedText(file, text);
  const { doc, lineCounter } = parsed;
  const problems: Problem[] = parsed.findings.map((f) => ({ file, ...f }));
  const positionOf = (offset: number | undefined) => {
    if (offset === undefined) return { line: 1, col: 1 };
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, col: pos.col };
  };
  let data: unknown;
  if (problems.length === 0) {
    try {
      // yaml's own alias bound stays as a second line behind yaml-limits.ts.
      data = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      problems.push({ file, line: 1, col: 1, code: 'YAML_SYNTAX', message: `cannot be read as data: ${(error as Error).message}` });
    }
  }
  return {
    file,
    data,
    locate: (path, options) => positionOf(offsetOf(doc, path, options?.key === true)),
    firstLine: firstLineOf(text),
    find: (pattern, from) => {
      const lineStart = lineCounter.lineStarts[from.line - 1];
      if (lineStart === undefined) return null;
      const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      re.lastIndex = lineStart + from.col - 1;
      const match = re.exec(text);
      if (!match) return null;
      const pos = lineCounter.linePos(match.index);
      return { line: pos.line, col: pos.col };
    },
    problems,
  };
}

/**
 * A first line that names the schema but lost its "#" is still the schema comment: lint/
 * schema-comment.ts reports the missing "#", and read as YAML the line would only add findings
 * that follow from it. Blanked with spaces, so every position stays where it is.
 */
function withSchemaComment(text: string): string {
  const firstLine = /^[^\r\n]*/.exec(text)![0];
  return /^[^#]*yaml-language-server:/.test(firstLine) ? ' '.repeat(firstLine.length) + text.slice(firstLine.length) : text;
}

/**
 * A file that does not parse is one mistake, reported once at its cause (yaml-syntax-cause.ts);
 * everything yaml misreads after it is a consequence. Duplicate keys leave the rest readable,
 * so each is a mistake of its own.
 */
function parseText(text: string): Parsed {
  const lineCounter = new (yaml().LineCounter)();
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, col: pos.col };
  };
  // parseDocument, in its two steps, so that the nesting is checked between them: composing
  // (and every later walk) recurses once per level, the tokenizer does not.
  const tokens: CST.Token[] = [...new (yaml().Parser)(lineCounter.addNewLine).parse(text)];
  const tooDeep = nestingProblem(tokens);
  // yaml's own duplicate-key check compares each key with every earlier key of its map
  // (quadratic: minutes for a large strings file); duplicateKeys below does it with a Map.
  const composer = new (yaml().Composer)({ prettyErrors: false, uniqueKeys: false });
  const doc = tooDeep ? new (yaml().Document)() : composeOne(composer, tokens, text.length);
  if (tooDeep) return { doc, lineCounter, findings: [{ ...at(tooDeep.offset), code: 'YAML_TOO_DEEP', message: tooDeep.message }] };
  const syntax = [...doc.errors, ...doc.warnings];
  if (syntax.length > 0) {
    const cause = syntaxCause(text, syntax);
    return { doc, lineCounter, findings: [{ ...at(cause.offset), code: 'YAML_SYNTAX', message: cause.message }] };
  }
  const expansion = aliasExpansionProblem(doc);
  if (expansion) return { doc, lineCounter, findings: [{ ...at(expansion.offset), code: 'YAML_ALIASES', message: expansion.message }] };
  return { doc, lineCounter, findings: duplicateKeys(doc, at) };
}

/** The first document of the tokens, as parseDocument returns it (a second one is an error). */
function composeOne(composer: Composer, tokens: CST.Token[], length: number): Document {
  let doc: Document | undefined;
  for (const next of composer.compose(tokens, true, length)) {
    if (!doc) doc = next as Document;
    else {
      doc.errors.push(new (yaml().YAMLParseError)([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'Source contains multiple documents'));
      break;
    }
  }
  return doc!;
}

/**
 * One finding per map with repeated keys, at the first repeat: several repeats in one map are
 * one mistake (two list items run together when a "- " is lost or a line is commented out).
 */
function duplicateKeys(doc: Document, at: (offset: number) => { line: number; col: number }): Omit<Problem, 'file'>[] {
  const findings: Omit<Problem, 'file'>[] = [];
  yaml().visit(doc, {
    Map(_key, map) {
      const first = new Map<string, number>();
      const repeats: { name: string; offset: number; firstOffset: number }[] = [];
      for (const pair of map.items) {
        const name = yaml().isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const offset = rangeStart(pair.key) ?? 0;
        const earlier = first.get(name);
        if (earlier === undefined) first.set(name, offset);
        else repeats.push({ name, offset, firstOffset: earlier });
      }
      const [repeat] = repeats;
      if (!repeat) return;
      const names = repeats.map((r) => `"${r.name}"`);
      const list = names.length === 1 ? `key ${names[0]} appears` : `keys ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} appear`;
      findings.push({
        ...at(repeat.offset),
        code: 'DUPLICATE_KEY',
        message: `${list} twice in this map (first on line ${at(repeat.firstOffset).line})${repeats.length > 1 ? ': did two list items run together?' : ''}`,
      });
    },
  });
  return findings;
}

function offsetOf(doc: Document, path: JsonPath, wantKey: boolean): number | undefined {
  let node: unknown = doc.contents;
  let offset = rangeStart(node);
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    // Below an alias (*parts) the data is the anchored node's: locate there, where it is written.
    if (yaml().isAlias(node)) {
      node = node.resolve(doc);
      offset = rangeStart(node) ?? offset;
    }
    if (yaml().isMap(node)) {
      const pair = node.items.find((p) => yaml().isPair(p) && yaml().isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return offset;
      if (last && wantKey) return rangeStart(pair.key) ?? offset;
      node = pair.value;
      offset = rangeStart(node) ?? rangeStart(pair.key) ?? offset;
    } else if (yaml().isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined) return offset;
      node = item;
      offset = rangeStart(node) ?? offset;
    } else {
      return offset;
    }
  }
  return yaml().isAlias(node) ? (rangeStart(node.resolve(doc)) ?? offset) : offset;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}
