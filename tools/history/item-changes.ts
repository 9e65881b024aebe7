/**
 * What a commit did to one item: every map in a config file whose `id` is the item's (a menu
 * item, a footer link, a page, a page block or link), found at the commit and at its parent
 * and compared field by field. Rule fields and text fields are named as such, so the history
 * reads "rule changed", "title changed". A named rule the item uses (`when: shows-x`, or
 * `{ rule: shows-x }` inside its rule, and the named rules those use) is part of its rule: a
 * change to it in config/rules/named.yaml is listed too.
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
      value.forEach((v) => {
        walk(v, trail);
      });
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

/** Field by field: what differs between two definitions. */
function fieldChanges(was: Record<string, unknown>, now: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.filter((k) => !same(was[k], now[k])).map((k) => `${kindOf(k)} ${k in was ? (k in now ? 'changed' : 'removed') : 'added'}`);
}

/** Names of the named rules a rule refers to: a bare name, or { rule: name } anywhere inside. */
function ruleNames(rule: unknown, out: Set<string>): void {
  if (typeof rule === 'string') out.add(rule);
  else if (Array.isArray(rule))
    rule.forEach((r) => {
      ruleNames(r, out);
    });
  else if (isRecord(rule)) {
    for (const [key, value] of Object.entries(rule)) {
      if (key === 'rule' && typeof value === 'string') out.add(value);
      else ruleNames(value, out);
    }
  }
}

/** The named rules the item's definitions in these texts use, with the named rules those use. */
export function namedRulesUsed(texts: (string | null)[], namedRules: string | null, id: string): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    if (!text?.includes(id)) continue;
    for (const found of findItem(readYaml(text), id).values()) ruleNames(found.node.when, names);
  }
  const rules = (readYaml(namedRules) as { rules?: Record<string, { when?: unknown }> } | null)?.rules ?? {};
  const queue = [...names];
  while (queue.length > 0) {
    const more = new Set<string>();
    ruleNames(rules[queue.pop()!]?.when, more);
    for (const name of more)
      if (!names.has(name)) {
        names.add(name);
        queue.push(name);
      }
  }
  return new Set([...names].filter((n) => n in rules));
}

/** Changes to the named rules the item uses, in config/rules/named.yaml. */
export function namedRuleChanges(file: string, before: string | null, after: string | null, names: Set<string>): ItemChange[] {
  const rulesOf = (text: string | null) => (readYaml(text) as { rules?: Record<string, Record<string, unknown>> } | null)?.rules ?? {};
  const old = rulesOf(before);
  const now = rulesOf(after);
  const changes: ItemChange[] = [];
  for (const name of names) {
    const was = old[name];
    const is = now[name];
    if (same(was, is)) continue;
    const what = !was ? ['added'] : !is ? ['removed'] : fieldChanges(was, is);
    changes.push({ file, where: `named rule ${name}, which the item uses`, what });
  }
  return changes;
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
    const what = fieldChanges(was.node, found.node);
    if (what.length > 0) changes.push({ file, where, what });
  }
  for (const where of old.keys()) if (!now.has(where)) changes.push({ file, where, what: ['removed'] });
  return changes;
}
