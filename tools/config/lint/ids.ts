import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { walk } from './walk.ts';

/** Keys whose values must be unique within one file (item ids, link ids, social uids). */
const ID_KEYS = new Set(['id', 'uid']);
/** Files whose id fields name things rather than declaring them. */
const SKIP_KINDS = new Set(['strings', 'namedRules']);

export function lintDuplicateIds(records: ConfigFileRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const record of records) {
    if (!record.source.data || SKIP_KINDS.has(record.kind)) continue;
    const first = new Map<string, { line: number }>();
    walk(record.source.data, (value, path, key) => {
      if (typeof key !== 'string' || !ID_KEYS.has(key) || typeof value !== 'string') return;
      const at = record.source.locate(path);
      const earlier = first.get(value);
      if (earlier) {
        problems.push({ file: record.file, line: at.line, col: at.col, code: 'DUPLICATE_ID', message: `id "${value}" is already used on line ${earlier.line}` });
      } else {
        first.set(value, at);
      }
    });
  }
  return problems;
}
