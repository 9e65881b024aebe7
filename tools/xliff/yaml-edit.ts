/**
 * Puts one text into a YAML file by editing its bytes where the text goes, so every other byte
 * (comments, order, quoting, flow or block style, spacing) stays as the author wrote it. The
 * yaml library's Document.toString() would re-space flow collections written `{ de: X }`, so it
 * is used for finding places and rendering scalars, never for writing whole files. Each edit is
 * checked by parsing the result: every value must read back exactly, or the file is left alone.
 */
import { isMap, isScalar, parseDocument, Scalar, stringify, type Pair, type YAMLMap } from 'yaml';
import { TranslationError } from './config-files.ts';

type Path = (string | number)[];
type Range = [number, number, number];

/** A text at its path; or, with `map`, the text at `path` replaced by a flow map of texts per language. */
export type TextEdit = { path: Path; value: string } | { path: Path; map: Record<string, string> };

interface Splice {
  from: number;
  to: number;
  insert: string;
}

/**
 * Sets every text of `edits` from one parse: each edit becomes a splice of the original bytes,
 * applied from the end so earlier offsets stay true; new keys added at the same place keep
 * their order. The result is parsed once and every value must read back.
 */
export function setTexts(text: string, edits: TextEdit[], file: string): string {
  const doc = parseDocument(text, { uniqueKeys: true });
  const splices = edits.map((edit, order) => ({ ...spliceFor(doc, text, edit, file), order }));
  splices.sort((a, b) => b.from - a.from || b.order - a.order);
  let edited = text;
  for (const s of splices) edited = edited.slice(0, s.from) + s.insert + edited.slice(s.to);
  const check = parseDocument(edited, { uniqueKeys: true });
  const wrong = edits.find((edit) =>
    'map' in edit ? Object.entries(edit.map).some(([key, value]) => check.getIn([...edit.path, key]) !== value) : check.getIn(edit.path) !== edit.value,
  );
  if (check.errors.length > 0 || wrong) {
    throw new TranslationError(`${file}: could not write ${(wrong ?? edits[0]!).path.join('.')} safely; the file is left as it was`);
  }
  return edited;
}

function spliceFor(doc: ReturnType<typeof parseDocument>, text: string, edit: TextEdit, file: string): Splice {
  const { path } = edit;
  const node = doc.getIn(path, true);
  if ('map' in edit) {
    if (!isScalar(node) || !node.range) throw new TranslationError(`${file}: ${path.join('.')} is not a text that can be split by language`);
    const entries = Object.entries(edit.map).map(([key, text]) => `${scalar(key, 'PLAIN')}: ${flowScalar(text)}`);
    // A block scalar's range ends after its last line break, which the line after it needs.
    const to = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' ? node.range[1] - (text[node.range[1] - 1] === '\n' ? 1 : 0) : node.range[1];
    return { from: node.range[0], to, insert: `{ ${entries.join(', ')} }` };
  }
  const { value } = edit;
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  if (isScalar(node) && node.range) {
    const flow = isMap(parent) && parent.flow === true;
    return { from: node.range[0], to: node.range[1], insert: scalar(value, flow ? 'QUOTE_DOUBLE' : node.type) };
  }
  if (node === undefined && (isMap(parent) || (path.length === 1 && parent === null))) {
    return addKey(text, parent as YAMLMap | null, String(path[path.length - 1]), value);
  }
  throw new TranslationError(`${file}: ${path.join('.')} is not a text that can be set`);
}

/** A one-line scalar in the style of the one it replaces; block scalars become double-quoted. */
function scalar(value: string, type: Scalar['type']): string {
  const node = new Scalar(value);
  node.type = type === 'PLAIN' || type === 'QUOTE_SINGLE' ? type : 'QUOTE_DOUBLE';
  return stringify(node, { lineWidth: 0, minContentWidth: 0 }).trimEnd();
}

/** Plain when that reads back the same inside a flow map, else double-quoted. */
function flowScalar(value: string): string {
  const plain = scalar(value, 'PLAIN');
  return /[,[\]{}]/.test(plain) ? scalar(value, 'QUOTE_DOUBLE') : plain;
}

/** A new key at the end of a map: inside the braces of a flow map, on its own line in a block map. */
function addKey(text: string, map: YAMLMap | null, key: string, value: string): Splice {
  const keyText = scalar(key, 'PLAIN');
  const items = (map?.items ?? []) as Pair[];
  const last = items[items.length - 1];
  if (!map || !last) {
    if (map?.flow) throw new TranslationError(`an empty flow map cannot take ${key}`);
    const end = text.length > 0 && !text.endsWith('\n') ? '\n' : '';
    return { from: text.length, to: text.length, insert: `${end}${keyText}: ${scalar(value, 'QUOTE_DOUBLE')}\n` };
  }
  const lastValue = last.value as { range?: Range; type?: Scalar['type'] } | null;
  const lastKey = last.key as { range?: Range };
  const valueEnd = lastValue?.range?.[1] ?? lastKey.range![1];
  if (map.flow) return { from: valueEnd, to: valueEnd, insert: `, ${keyText}: ${flowScalar(value)}` };
  const style = isScalar(lastValue) ? lastValue.type : 'QUOTE_DOUBLE';
  const firstKey = (items[0]!.key as { range?: Range }).range![0];
  const indent = firstKey - (text.lastIndexOf('\n', firstKey - 1) + 1);
  const lineEnd = text.indexOf('\n', valueEnd);
  const at = lineEnd === -1 ? text.length : lineEnd;
  return { from: at, to: at, insert: `\n${' '.repeat(indent)}${keyText}: ${scalar(value, style)}` };
}
