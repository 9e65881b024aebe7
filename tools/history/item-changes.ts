/**
 * What a commit did to one item: every map in a config file whose `id` is the item's (a menu
 * item, a footer link, a page, a page block or link), found at the commit and at its parent
 * and compared field by field. Rule fields and text fields are named as such, so the history
 * reads "rule changed", "title changed".
 */
import { parse } from 'yaml';
import { LOCALIZED_KEYS } from '../config/lint/pages.ts';

export interface ItemChange {
  file: string;
  /** Where in the file: the chain of ids leading to the item, e.g. pages › home › register. */
  where: string;
  what: string[];
}

const RULE_KEYS = new Set(['when', 'visibleWhen', 'rule', 'hidden']);

interface Found {
  where: string;
  node: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Every definition of the item in a parsed file, keyed by where it is. */
export function findItem(data: unknown, id: string): Map<string, Found> {
  const found = new Map<string, Found>();
  const walk = (value: unknown, trail: string[]) => {
    if (Array.isArray(value)) {
      value.forEach((v) => walk(v, trail));
      return;
    }
    if (!isRecord(value)) return;
    const here = typeof value.id === 'string' ? [...trail, value.id] : trail;
    if (value.id === id) {
      const where = here.join(' › ');
      found.set(found.has(where) ? `${where} (${found.size + 1})` : where, { where, node: value });
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'id') walk(child, here);
  };
  walk(data, []);
  return found;
}

function readYaml(text: string | null): unknown {
  if (text === null) return null;
  try {
    return parse(text, { maxAliasCount: 100 });
  } catch {
    return null;
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function kindOf(key: string): string {
  if (RULE_KEYS.has(key)) return `rule (${key})`;
  if (LOCALIZED_KEYS.has(key)) return `text (${key})`;
  return key;
}

/** The item's changes in one file between the parent's text and the commit's. */
export function itemChanges(file: string, before: string | null, after: string | null, id: string): ItemChange[] {
  // Most changed files do not mention the item at all: skip parsing them.
  if (!(before ?? '').includes(id) && !(after ?? '').includes(id)) return [];
  const old = findItem(readYaml(before), id);
  const now = findItem(readYaml(after), id);
  const changes: ItemChange[] = [];
  for (const [where, found] of now) {
    const was = old.get(where);
    if (!was) {
      changes.push({ file, where, what: ['added'] });
      continue;
    }
    const keys = [...new Set([...Object.keys(was.node), ...Object.keys(found.node)])];
    const what = keys
      .filter((k) => !same(was.node[k], found.node[k]))
      .map((k) => `${kindOf(k)} ${k in was.node ? (k in found.node ? 'changed' : 'removed') : 'added'}`);
    if (what.length > 0) changes.push({ file, where, what });
  }
  for (const where of old.keys()) if (!now.has(where)) changes.push({ file, where, what: ['removed'] });
  return changes;
}
