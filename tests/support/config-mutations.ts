/**
 * Single-character mistakes in a YAML config file, the kind a slip of the finger makes: a
 * bracket, brace or quote left open, a stray colon, one space too many or too few of
 * indentation, a character deleted or replaced. Chosen by a seeded generator, so every run
 * applies the same mistakes at the same places.
 */

export type MutationKind = 'unclose' | 'open' | 'colon' | 'indent' | 'char';

export interface Mutation {
  kind: MutationKind;
  /** What was done, for failure messages: `delete "]"`. */
  what: string;
  /** The file's text after the mistake. */
  text: string;
  /** 1-based line and column of the changed character. Newlines are never touched, so lines keep their numbers. */
  line: number;
  col: number;
  /**
   * Brackets, braces and quotes left open on the changed line after the mistake (1-based
   * columns), found by matching them pairwise on that line; empty for other kinds.
   */
  openers: number[];
}

/** How many mistakes of each kind one file gets (fewer when the file has no place for one). */
export interface MutationBudget {
  unclose: number;
  open: number;
  colon: number;
  indent: number;
  char: number;
}

const OPENERS = ['[', '{', '"', "'"] as const;
const REPLACEMENTS = 'xQ7-_ .#';

/** The mistakes for one file, deterministic for a given seed name (the file's path). */
export function mutationsOf(text: string, seedName: string, budget: MutationBudget): Mutation[] {
  const random = seededRandom(seedName);
  const lines = text.split('\n');
  const content = lines.map((lineText, index) => ({ lineText, index })).filter(({ lineText, index }) => index > 0 && !/^\s*(#|$)/.test(lineText));
  const pick = <T>(list: T[], count: number): T[] => {
    const pool = [...list];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return out;
  };
  const at = (index: number, col0: number, replaceLength: number, insert: string, kind: MutationKind, what: string): Mutation => {
    const lineText = lines[index]!;
    const changed = lineText.slice(0, col0) + insert + lineText.slice(col0 + replaceLength);
    const text2 = [...lines.slice(0, index), changed, ...lines.slice(index + 1)].join('\n');
    const openers = kind === 'unclose' || kind === 'open' ? unclosedOn(changed) : [];
    return { kind, what: `${what} at ${index + 1}:${col0 + 1}`, text: text2, line: index + 1, col: col0 + 1, openers };
  };

  const mutations: Mutation[] = [];
  // A closing bracket, brace or quote deleted: its opener is left open.
  const closers = content.flatMap(({ lineText, index }) => closersOn(lineText).map((col0) => ({ index, col0 })));
  for (const { index, col0 } of pick(closers, budget.unclose)) {
    mutations.push(at(index, col0, 1, '', 'unclose', `delete "${lines[index]![col0]}"`));
  }
  // An opening bracket, brace or quote typed where a value starts.
  const valueStarts = content.flatMap(({ lineText, index }) => {
    const match = /^(\s*(?:- )?(?:[\w.-]+: |- ))(\S)/.exec(lineText);
    return match ? [{ index, col0: match[1]!.length }] : [];
  });
  for (const { index, col0 } of pick(valueStarts, budget.open)) {
    const opener = OPENERS[Math.floor(random() * OPENERS.length)]!;
    mutations.push(at(index, col0, 0, opener, 'open', `insert "${opener}"`));
  }
  // A colon typed at the end of a line, or anywhere in it.
  for (const [n, { lineText, index }] of pick(content, budget.colon).entries()) {
    const col0 = n % 2 === 0 ? lineText.length : Math.floor(random() * lineText.length);
    mutations.push(at(index, col0, 0, ':', 'colon', 'insert ":"'));
  }
  // One space more or less of indentation.
  const indented = content.filter(({ lineText }) => /^ +\S/.test(lineText));
  for (const [n, { index }] of pick(indented, budget.indent).entries()) {
    mutations.push(n % 2 === 0 ? at(index, 0, 0, ' ', 'indent', 'insert " "') : at(index, 0, 1, '', 'indent', 'delete " "'));
  }
  // Any character deleted or replaced.
  for (const [n, { lineText, index }] of pick(content, budget.char).entries()) {
    const col0 = Math.floor(random() * lineText.length);
    if (n % 2 === 0) {
      mutations.push(at(index, col0, 1, '', 'char', `delete "${lineText[col0]}"`));
    } else {
      const replacement = REPLACEMENTS[Math.floor(random() * REPLACEMENTS.length)]!;
      mutations.push(at(index, col0, 1, replacement, 'char', `replace "${lineText[col0]}" by "${replacement}"`));
    }
  }
  return mutations;
}

/** 0-based columns of the characters that close a bracket, brace or quote opened on the same line. */
function closersOn(lineText: string): number[] {
  const closers: number[] = [];
  let quote: string | null = null;
  for (let i = 0; i < lineText.length; i++) {
    const c = lineText[i]!;
    if (quote) {
      if (c === quote) {
        closers.push(i);
        quote = null;
      }
    } else if (c === '"' || c === "'") {
      if (i === 0 || /[\s[{,:]/.test(lineText[i - 1]!)) quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(lineText[i - 1]!))) {
      break;
    } else if (c === ']' || c === '}') {
      closers.push(i);
    }
  }
  return closers;
}

/** 1-based columns of the brackets, braces and quotes on a line that nothing on it closes. */
function unclosedOn(lineText: string): number[] {
  const open: { c: string; col0: number }[] = [];
  const unclosed: number[] = [];
  let quote: { c: string; col0: number } | null = null;
  for (let i = 0; i < lineText.length; i++) {
    const c = lineText[i]!;
    if (quote) {
      if (c === quote.c) quote = null;
    } else if (c === '"' || c === "'") {
      if (i === 0 || /[\s[{,:]/.test(lineText[i - 1]!)) quote = { c, col0: i };
    } else if (c === '#' && (i === 0 || /\s/.test(lineText[i - 1]!))) {
      break;
    } else if (c === '[' || c === '{') {
      open.push({ c, col0: i });
    } else if (c === ']' || c === '}') {
      const wanted = c === ']' ? '[' : '{';
      // A closer that does not match the innermost opener leaves that opener unclosed.
      while (open.length > 0 && open[open.length - 1]!.c !== wanted) unclosed.push(open.pop()!.col0 + 1);
      open.pop();
    }
  }
  if (quote) unclosed.push(quote.col0 + 1);
  unclosed.push(...open.map((o) => o.col0 + 1));
  return unclosed.sort((a, b) => a - b);
}

/** mulberry32, seeded with a string hash: the same name gives the same sequence on every run. */
function seededRandom(name: string): () => number {
  let seed = 2166136261;
  for (const ch of name) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
