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
  problems: Problem[];
}

/** Parses YAML keeping positions, so every later finding can name file:line:col. */
export function parseYamlSource(file: string, text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = [];
  for (const error of [...doc.errors, ...doc.warnings]) {
    const pos = lineCounter.linePos(error.pos[0]);
    const message = error.message.split('\n')[0] ?? error.message;
    problems.push({ file, line: pos.line, col: pos.col, code: error.code === 'DUPLICATE_KEY' ? 'DUPLICATE_KEY' : 'YAML_SYNTAX', message });
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
