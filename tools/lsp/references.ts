/**
 * The names a rule refers to, read from the line being typed (so a half-typed file still
 * answers): a named rule (`rule: name`, `when: name`), a shared evaluator of the flag files
 * (`$ref: name`) and a fact (`var: customer.loggedIn`, a flag as `flags.name`).
 */
import type { Position } from 'vscode-languageserver/node';

export type ReferenceKind = 'rule' | 'evaluator' | 'fact';

export interface Reference {
  kind: ReferenceKind;
  /** The name as typed so far (completion) or the whole name (definition). */
  name: string;
  /** Zero-based columns of the name on its line. */
  start: number;
  end: number;
}

const NAME = /[\w.$-]/;
/** What comes before a name, up to its opening quote if any. */
const BEFORE: [ReferenceKind, RegExp][] = [
  ['evaluator', /["']?\$ref["']?\s*:\s*["']?$/],
  ['rule', /\b["']?(?:rule|when|hiddenWhen)["']?\s*:\s*["']?$/],
  // `var: x`, `{ var: x }`, `"var": ["x", default]`
  ['fact', /\b["']?var["']?\s*:\s*(?:\[\s*)?["']?$/],
];

/** The reference the cursor is in or just after, if any. */
export function referenceAt(lineText: string, position: Position, options: { wholeName: boolean }): Reference | null {
  let start = Math.min(position.character, lineText.length);
  while (start > 0 && NAME.test(lineText[start - 1]!)) start--;
  let end = Math.min(position.character, lineText.length);
  if (options.wholeName) while (end < lineText.length && NAME.test(lineText[end]!)) end++;
  const before = lineText.slice(0, start);
  for (const [kind, pattern] of BEFORE) {
    if (pattern.test(before)) return { kind, name: lineText.slice(start, end), start, end };
  }
  return null;
}
