import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { walk } from './walk.ts';

/** Keys whose values must be unique within one file (item ids, link ids, social uids). */
const ID_KEYS = new Set(['id', 'uid']);
/** Files whose id fields name things rather than declaring them. */
const SKIP_KINDS = new Set(['strings', 'namedRules', 'ruleTests', 'coverage']);

export function lintDuplicateIds(records: ConfigFileRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const record of records) {
    if (!record.source.data || SKIP_KINDS.has(record.kind)) continue;
    // A page file's ids name blocks and links within one page; page ids are checked over all
    // page files (lint/pages.ts).
    const pages = record.kind === 'pages' ? (record.source.data as { pages?: unknown[] }).pages : undefined;
    const scopes: { root: unknown; base: (string | number)[] }[] = Array.isArray(pages)
      ? pages.map((page, i) => ({ root: (page as { body?: unknown } | null)?.body, base: ['pages', i, 'body'] }))
      : [{ root: record.source.data, base: [] }];
    for (const scope of scopes) problems.push(...duplicatesIn(record, scope.root, scope.base));
  }
  return problems;
}

function duplicatesIn(record: ConfigFileRecord, root: unknown, base: (string | number)[]): Problem[] {
  const problems: Problem[] = [];
  // Paths, not positions: a position costs a full parse of the file, worth it only for a message.
  const first = new Map<string, (string | number)[]>();
  walk(root, (value, relative, key) => {
    if (typeof key !== 'string' || !ID_KEYS.has(key) || typeof value !== 'string') return;
    const path = [...base, ...relative];
    const earlier = first.get(value);
    if (earlier) {
      const at = record.source.locate(path);
      problems.push({
        file: record.file,
        line: at.line,
        col: at.col,
        code: 'DUPLICATE_ID',
        message: `id "${value}" is already used on line ${record.source.locate(earlier).line}`,
      });
    } else {
      first.set(value, path);
    }
  });
  return problems;
}
