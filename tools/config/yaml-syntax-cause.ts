import type { CST, YAMLError } from 'yaml';
import { yaml } from '../../src/node/yaml-packages.ts';
import { TextLines } from './text-lines.ts';

/** Where a YAML file that does not parse went wrong, and what to tell the person who wrote it. */
export interface SyntaxCause {
  offset: number;
  message: string;
}

const CLOSER = { '[': { token: 'flow-seq-end', char: ']', what: 'list' }, '{': { token: 'flow-map-end', char: '}', what: 'map' } } as const;

interface Opener {
  offset: number;
  message: string;
  /** Offset just past the collection or quoted string this opener starts. */
  end: number;
  closed: boolean;
}

/**
 * The one place to report when a file does not parse. yaml says where it gave up: for a
 * bracket, brace or quote that is never closed that is the end of the line, the next line or
 * the end of the file, and every line it misreads after that gets an error of its own. The
 * mistake is the opener, so the opener is the answer: the last bracket, brace or quote before
 * the first error that is never closed, or whose string runs on past its line into the error.
 * Without one, the first error, moved to the line that is out of step (indentation errors
 * show on the line after a mis-indented one as often as on it) and to the token it is about.
 */
export function syntaxCause(text: string, errors: readonly YAMLError[]): SyntaxCause {
  const first = errors.reduce((a, b) => (b.pos[0] < a.pos[0] ? b : a));
  const lines = new TextLines(text);
  const errorOffset = first.pos[0];
  const errorLine = lines.lineOf(errorOffset);
  const tokens = [...new (yaml().Parser)().parse(text)];
  const candidates = openersIn(tokens, lines).filter(
    (o) => o.offset <= errorOffset && (!o.closed || (lines.lineOf(o.end - 1) > lines.lineOf(o.offset) && lines.lineOf(o.end - 1) >= errorLine - 1)),
  );
  const opener = candidates.reduce<Opener | undefined>((a, b) => (a === undefined || b.offset > a.offset ? b : a), undefined);
  if (opener) return { offset: opener.offset, message: opener.message };
  return placeOf(first, lines, tokens);
}

function placeOf(error: YAMLError, lines: TextLines, tokens: CST.Token[]): SyntaxCause {
  const offset = error.pos[0];
  const message = (error.message.split('\n')[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, '');
  if (/Nested mappings|Implicit keys need to be on a single line/.test(message)) {
    const cause = continuationCause(offset, lines);
    if (cause) return cause;
  }
  if (/block sequence may not be used as an implicit map key/.test(message)) {
    // The "- " that starts a list where a key's value was still being read.
    const dash = /^[ \t]*-(?=[ \t\r\n])/gm;
    dash.lastIndex = lines.start(lines.lineOf(offset));
    const match = dash.exec(lines.text);
    if (match)
      return {
        offset: lines.firstToken(lines.lineOf(match.index + match[0].length - 1)),
        message: 'this "- " starts a list where the value above it is still being read: check its indentation',
      };
  }
  const textBlock = textBlockCause(offset, lines, tokens);
  if (textBlock) return textBlock;
  if (error.code === 'BAD_INDENT' && /same column/.test(message)) {
    // Placed after the last token of a line, the error is about the line that follows.
    const line = lines.afterLastToken(offset) ? lines.nextContent(lines.lineOf(offset)) : lines.lineOf(offset);
    const cause = line === null ? null : columnCause(line, lines, tokens);
    if (cause) return cause;
  }
  if (error.code === 'MISSING_CHAR' && /without - indicator/.test(message)) {
    return oddLineCause(lines.lineOf(offset), lines);
  }
  if (error.code === 'UNEXPECTED_TOKEN' && lines.column(offset) === 0) {
    // A top-level key after a document that is a list: the key above the list is gone.
    const root = tokens.find((t): t is CST.Document => t.type === 'document')?.value;
    if (root?.type === 'block-seq' && root.offset < offset) {
      return {
        offset: lines.firstToken(lines.lineOf(root.offset)),
        message: `this list makes the whole file a list, yet line ${lines.lineOf(offset)} goes on with a key: is the key above the list missing?`,
      };
    }
  }
  // An error placed in the indentation belongs to the token that is mis-indented.
  const token = lines.firstToken(lines.lineOf(offset));
  return { offset: Math.max(offset, token), message };
}

/**
 * "Nested mappings are not allowed": a plain value ran into a ": ". A plain value cannot
 * contain ": ", so the first one after the value's start is where it ends. On the value's own
 * line that colon is the stray one. On a later line, one of the two lines is out of step: the
 * later one when only its indentation fits nothing around it, else the value's line (indented
 * wrong itself, or a key that lost its colon, an item that lost its "- ").
 */
function continuationCause(offset: number, lines: TextLines): SyntaxCause | null {
  const match = /:(?=[ \t\r\n]|$)/g;
  match.lastIndex = offset;
  const colon = match.exec(lines.text);
  if (!colon) return null;
  const start = lines.lineOf(offset);
  const end = lines.lineOf(colon.index);
  if (start === end) {
    return { offset: colon.index, message: 'a second ": " in one line starts a mapping inside a value; quote the value if the colon belongs to it' };
  }
  // Compared where keys start, so "- id: x" counts as indented like the "title: y" below it,
  // and with the lines the value's line belongs with (its previous sibling or its parent).
  const before = lines.keyIndent(lines.previousContentAtMost(start, lines.keyIndent(start)!));
  const after = lines.keyIndent(lines.nextContentAtMost(end, lines.keyIndent(end)!));
  // A line fits where a sibling, a first child or the next sibling would stand ("- " or its key).
  const fits = (line: number) =>
    before === null ||
    [lines.indent(line), lines.keyIndent(line)].some((indent) => indent === before || indent === before + lines.indentStep() || indent === after);
  if (fits(start) && !fits(end)) {
    return { offset: lines.firstToken(end), message: 'this line is indented further than the line before it, so it reads as part of that value' };
  }
  const keyLost = offset === lines.firstToken(start) || /^\s*- $/.test(lines.text.slice(lines.start(start), offset));
  return {
    offset: lines.firstToken(start),
    message: keyLost
      ? `no ": " after the key on this line, so line ${end} reads as part of it`
      : `line ${end} reads as part of the value on this line: check this line's indentation and "- "`,
  };
}

/**
 * "All mapping (sequence) items must start at the same column": yaml complains at an item
 * that joins neither the block before it nor its parent's block. When that item sits where a
 * child of the item before it belongs, the child block before it is the one indented wrong
 * (its first line); when it sits where its parent's children belong, the block's first item
 * is; otherwise the item itself is.
 */
function columnCause(line: number, lines: TextLines, tokens: CST.Token[]): SyntaxCause | null {
  const step = lines.indentStep();
  for (const { block, parentCol } of blocksIn(tokens, lines)) {
    const index = block.items.findIndex((item) => lines.lineOf(itemOffset(item)) === line);
    if (index < 0) continue;
    const item = block.items[index]!;
    const column = lines.column(itemOffset(item));
    const previous = block.items[index - 1];
    const child = previous?.value;
    if (previous && child && (child.type === 'block-map' || child.type === 'block-seq') && child.items[0]) {
      const childColumn = lines.column(itemOffset(child.items[0]));
      if (column === lines.column(itemOffset(previous)) + step && childColumn !== column) {
        return { offset: itemOffset(child.items[0]), message: 'this line is indented differently from the lines below it that belong with it' };
      }
    }
    const firstItem = block.items[0]!;
    if (index > 0 && column === parentCol + step && lines.column(itemOffset(firstItem)) !== column) {
      return { offset: itemOffset(firstItem), message: 'this line is indented differently from the lines below it that belong with it' };
    }
    return {
      offset: itemOffset(item),
      message: `this item is indented differently from the other items of its ${block.type === 'block-map' ? 'map' : 'list'}`,
    };
  }
  return null;
}

/**
 * The first line of a text block ("|" or ">") sets the block's indentation. Indented one space
 * too far, it ends the block at the next line, which yaml then cannot place: the first line
 * is the mistake.
 */
function textBlockCause(offset: number, lines: TextLines, tokens: CST.Token[]): SyntaxCause | null {
  const errorLine = lines.afterLastToken(offset) ? lines.nextContent(lines.lineOf(offset)) : lines.lineOf(offset);
  if (errorLine === null) return null;
  for (const block of textBlocksIn(tokens)) {
    const header = lines.lineOf(block.offset);
    const first = lines.nextContent(header);
    if (first === null || first >= errorLine) continue;
    const blockIndent = lines.indent(first)!;
    let end = lines.nextContent(first);
    while (end !== null && lines.indent(end)! >= blockIndent) end = lines.nextContent(end);
    const errorIndent = lines.indent(errorLine)!;
    if (end === errorLine && errorIndent < blockIndent && errorIndent > lines.keyIndent(header)!) {
      return {
        offset: lines.firstToken(first),
        message: `the first line of this text block is indented further than line ${errorLine}, which then ends the block: indent them alike`,
      };
    }
  }
  return null;
}

function textBlocksIn(tokens: CST.Token[]): CST.BlockScalar[] {
  const out: CST.BlockScalar[] = [];
  const visit = (token: CST.Token | null | undefined): void => {
    if (!token) return;
    if (token.type === 'document') visit(token.value);
    if (token.type === 'block-scalar') out.push(token);
    if (token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection') {
      for (const item of token.items) visit(item.value);
    }
  };
  for (const token of tokens) visit(token);
  return out;
}

/** A line out of step with the lines around it: the error line, or the line before it when the error line agrees with its next sibling. */
function oddLineCause(line: number, lines: TextLines): SyntaxCause {
  const before = lines.previousContent(line);
  if (before !== null && dashOffByOne(before, line, lines)) {
    return { offset: lines.firstToken(before), message: 'this "- " is not in line with the other items of its list' };
  }
  const indent = lines.indent(line)!;
  const after = lines.nextContentAtMost(line, indent);
  const blamed = before !== null && indent === lines.indent(after) && lines.keyIndent(before) !== indent ? before : line;
  return { offset: lines.firstToken(blamed), message: "this line's indentation does not match the lines around it" };
}

/** Whether the list item starting on `item` has its "- " one column off from a neighbouring item's. */
function dashOffByOne(item: number, after: number, lines: TextLines): boolean {
  const isItem = (l: number | null): l is number => l !== null && /^ *- /.test(lines.lineText(l));
  if (!isItem(item)) return false;
  const indent = lines.indent(item)!;
  const next = lines.nextContentAtMost(after, indent);
  const previous = lines.previousContentAtMost(item, indent + 1);
  return [next, previous].some((l) => isItem(l) && Math.abs(lines.indent(l)! - indent) === 1);
}

function itemOffset(item: CST.CollectionItem): number {
  const dash = item.start.find((t) => t.type === 'seq-item-ind' || t.type === 'explicit-key-ind');
  if (dash) return dash.offset;
  if ('key' in item && item.key) return item.key.offset;
  return item.start[0]?.offset ?? item.value?.offset ?? -1;
}

/** Every block map and block list with the column of the key or "-" it belongs to, outermost first. */
function blocksIn(tokens: CST.Token[], lines: TextLines): { block: CST.BlockMap | CST.BlockSequence; parentCol: number }[] {
  const out: { block: CST.BlockMap | CST.BlockSequence; parentCol: number }[] = [];
  const visit = (token: CST.Token | null | undefined, parentCol: number): void => {
    if (!token) return;
    if (token.type === 'document') visit(token.value, parentCol);
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') return;
    if (token.type !== 'flow-collection') out.push({ block: token, parentCol });
    for (const item of token.items) {
      const column = token.type === 'flow-collection' ? parentCol : lines.column(itemOffset(item));
      visit('key' in item ? item.key : undefined, column);
      visit(item.value, column);
    }
  };
  for (const token of tokens) visit(token, -lines.indentStep());
  return out;
}

/** Every flow collection and quoted string, with whether it is closed (from yaml's own tokens). */
function openersIn(tokens: CST.Token[], lines: TextLines): Opener[] {
  const out: Opener[] = [];
  const visit = (token: CST.Token | null | undefined): void => {
    if (!token) return;
    switch (token.type) {
      case 'document':
        visit(token.value);
        break;
      case 'block-map':
      case 'block-seq':
      case 'flow-collection':
        if (token.type === 'flow-collection' && (token.start.source === '[' || token.start.source === '{')) {
          const closer = CLOSER[token.start.source];
          const closedBy = token.end.find((t) => t.type === closer.token);
          out.push({
            offset: token.start.offset,
            end: closedBy ? closedBy.offset + 1 : endOf(token),
            closed: closedBy !== undefined,
            message: closedBy
              ? `this "${token.start.source}" is closed only on line ${lines.lineOf(closedBy.offset)}; close the ${closer.what} on this line`
              : `this "${token.start.source}" is never closed: end the ${closer.what} with "${closer.char}"`,
          });
        }
        for (const item of token.items) {
          visit('key' in item ? item.key : undefined);
          visit(item.value);
        }
        break;
      case 'single-quoted-scalar':
      case 'double-quoted-scalar': {
        const quote = token.source[0]!;
        const source = token.source.trimEnd();
        const closed = source.length > 1 && source.endsWith(quote);
        const end = token.offset + source.length;
        out.push({
          offset: token.offset,
          end,
          closed,
          message: closed
            ? `this quote ${quote} is closed only on line ${lines.lineOf(end - 1)}; close it on this line`
            : `this quote ${quote} is never closed`,
        });
        break;
      }
      default:
        break;
    }
  };
  for (const token of tokens) visit(token);
  return out;
}

/** Offset just past the last source character of a token that yaml left unfinished. */
function endOf(token: CST.Token): number {
  let end = token.offset;
  const visit = (t: CST.Token | CST.SourceToken | null | undefined): void => {
    if (!t) return;
    if ('source' in t && typeof t.source === 'string') end = Math.max(end, t.offset + t.source.trimEnd().length);
    if ('items' in t)
      for (const item of t.items) for (const part of [...item.start, 'key' in item ? item.key : undefined, ...(item.sep ?? []), item.value]) visit(part);
    if ('end' in t && Array.isArray(t.end)) for (const e of t.end) visit(e);
  };
  visit(token);
  return end;
}
