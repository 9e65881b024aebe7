import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { JsonPath } from '../../src/engine/config/sources.ts';
import type { Problem } from './problems.ts';

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

/** Parses YAML keeping positions, so every later finding can name file:line:col. */
export function parseYamlSource(file: string, text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = [];
  const lines = text.split(/\r?\n/);
  const linesWithSyntaxError = new Set<number>();
  for (const error of [...doc.errors, ...doc.warnings]) {
    const pos = lineCounter.linePos(error.pos[0]);
    const message = error.message.split('\n')[0] ?? error.message;
    const code = error.code === 'DUPLICATE_KEY' ? 'DUPLICATE_KEY' : 'YAML_SYNTAX';
    let col = pos.col;
    if (code === 'YAML_SYNTAX') {
      // One broken line makes the parser stumble several times; its first complaint is the one
      // that helps. An error placed in the indentation belongs to the token that is mis-indented.
      if (linesWithSyntaxError.has(pos.line)) continue;
      linesWithSyntaxError.add(pos.line);
      const lineText = lines[pos.line - 1] ?? '';
      const firstToken = lineText.search(/\S/);
      if (firstToken >= 0 && col - 1 < firstToken) col = firstToken + 1;
    }
    problems.push({ file, line: pos.line, col, code, message });
  }
  const positionOf = (offset: number | undefined) => {
    if (offset === undefined) return { line: 1, col: 1 };
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, col: pos.col };
  };
  return {
    file,
    data: problems.length > 0 ? undefined : doc.toJS({ maxAliasCount: 1000 }),
    locate: (path, options) => positionOf(offsetOf(doc, path, options?.key === true)),
    firstLine: text.split(/\r?\n/, 1)[0] ?? '',
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

function offsetOf(doc: Document, path: JsonPath, wantKey: boolean): number | undefined {
  let node: unknown = doc.contents;
  let offset = rangeStart(node);
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return offset;
      if (last && wantKey) return rangeStart(pair.key) ?? offset;
      node = pair.value;
      offset = rangeStart(node) ?? rangeStart(pair.key) ?? offset;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined) return offset;
      node = item;
      offset = rangeStart(node) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}
