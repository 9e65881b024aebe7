/**
 * Where the cursor is in a YAML text, as the config sees it: the keys and list indexes from the
 * document's root down to the node under the cursor, each with the map or list it is in. Read
 * with yaml's own parser, which gives a document (and positions) for a half-typed text too.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

export interface PathStep {
  /** The key in a map, the index in a list. */
  step: string | number;
  /** The map or list the step is taken in. */
  parent: Node;
  /** The node the step leads to (null for a key without a value). */
  node: Node | null;
}

export interface ParsedYaml {
  doc: Document;
  lines: LineCounter;
}

export function parseYaml(text: string): ParsedYaml {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: false, uniqueKeys: false });
  return { doc, lines };
}

const within = (range: readonly number[] | null | undefined, offset: number) => !!range && offset >= range[0]! && offset <= range[2]!;

/** The steps from the root to the node at `offset` (zero-based, as in the text). */
export function pathAt({ doc }: ParsedYaml, offset: number): PathStep[] {
  const steps: PathStep[] = [];
  let node = doc.contents as Node | null;
  while (node) {
    let next: PathStep | null = null;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const value = (pair.value ?? null) as Node | null;
        const start = pair.key.range?.[0] ?? -1;
        const end = value?.range?.[2] ?? pair.key.range?.[2] ?? -1;
        if (offset >= start && offset <= end) next = { step: String(pair.key.value), parent: node, node: value };
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        if (within((item as Node | null)?.range, offset)) next = { step: index, parent: node!, node: item as Node };
      });
    }
    if (!next) break;
    steps.push(next);
    node = (next as PathStep).node;
  }
  return steps;
}

/** A string field of a map node ("id" of a menu item). */
export function field(node: Node | null, name: string): string | undefined {
  if (!isMap(node)) return undefined;
  const value = node.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The zero-based position of the key at `keys` (rules → holds-term-deposit), if the text has it. */
export function keyPosition({ doc, lines }: ParsedYaml, keys: readonly string[]): { line: number; character: number; length: number } | null {
  let node = doc.contents as Node | null;
  let found: { start: number; length: number } | null = null;
  for (const key of keys) {
    if (!isMap(node)) return null;
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === key);
    if (!pair || !isScalar(pair.key) || !pair.key.range) return null;
    found = { start: pair.key.range[0], length: pair.key.range[1] - pair.key.range[0] };
    node = (pair.value ?? null) as Node | null;
  }
  if (!found) return null;
  const pos = lines.linePos(found.start);
  return { line: pos.line - 1, character: pos.col - 1, length: found.length };
}

/** The keys of the map at `keys` (the names under `rules:`), in order. */
export function keysAt({ doc }: ParsedYaml, keys: readonly string[]): { name: string; value: unknown }[] {
  const value = doc.getIn(keys, true) as Node | undefined;
  if (!isMap(value)) return [];
  return value.items
    .filter((p) => isPair(p) && isScalar(p.key))
    .map((p) => ({ name: String((p.key as { value: unknown }).value), value: (p.value as Node | null)?.toJSON?.() }));
}
